/**
 * Scenario file fields of `bathhouses` (content/examples/README.md): top-level
 * `bathhouses: [{ at: [x, y], player, kind }]` (followers already inside),
 * `play.buyBack: [x, y]` ("Vykoupení družiníka"), `play.bathhouse: [[x, y], …]`
 * (where lone followers go, "Návštěva lázeňského domu po vyhodnocení"),
 * `play.scoreOrder: [{ on: [x, y], at }, …]` and `expect.bathhouses`. Loaded
 * only by the scenario loader (zod); the module reads the validated values.
 */
import { z } from 'zod';
import {
  colourSchema,
  coordsSchema,
  figureKindSchema,
  locationSchema,
  type ScenarioSchemaExtension,
} from '../../scenario-fields.js';

/** The fields `bathhouses` adds to scenario files. */
export const bathhousesSchema = {
  root: {
    bathhouses: z
      .array(z.object({ at: coordsSchema, player: colourSchema, kind: figureKindSchema }).strict())
      .optional(),
  },
  play: {
    buyBack: coordsSchema.optional(),
    bathhouse: z.array(coordsSchema).min(1, 'name at least one bathhouse').optional(),
    scoreOrder: z
      .array(z.object({ on: coordsSchema, at: locationSchema }).strict())
      .min(1, 'name at least one completed feature')
      .optional(),
  },
  expect: {
    bathhouses: z.array(z.object({ at: coordsSchema, player: colourSchema }).strict()).optional(),
  },
} satisfies ScenarioSchemaExtension;

/** The top-level fields `bathhouses` adds, as a validated scenario holds them (read by `state.ts`). */
export type BathhousesFields = z.output<z.ZodObject<typeof bathhousesSchema.root>>;

/** The `play` fields `bathhouses` adds, as a validated scenario holds them (read by `index.ts`). */
export type BathhousesPlayFields = z.output<z.ZodObject<typeof bathhousesSchema.play>>;
