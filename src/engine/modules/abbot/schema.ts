/**
 * Scenario file fields of `abbot` (content/examples/README.md): `play.abbot: { return: [x, y] }`,
 * the player takes back their abbot from the tile at `[x, y]` instead of placing a figure
 * (Abbot rule 3). Loaded only by the scenario loader (zod); the module reads the validated
 * values.
 */
import { z } from 'zod';
import { coordsSchema, type ScenarioSchemaExtension } from '../../scenario-fields.js';

/** The fields `abbot` adds to scenario files. */
export const abbotSchema = {
  play: {
    abbot: z.object({ return: coordsSchema }).strict().optional(),
  },
} satisfies ScenarioSchemaExtension;

/** The `play` fields `abbot` adds, as a validated scenario holds them (read by `index.ts`). */
export type AbbotPlayFields = z.output<z.ZodObject<typeof abbotSchema.play>>;
