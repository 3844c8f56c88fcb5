/**
 * Scenario file fields of `king-robber-baron` (content/examples/README.md):
 * top-level `awards: { king?, robber? }`, each holder a colour or `{ player,
 * size? }` (size in distinct tiles, "Král", "Loupeživý rytíř"), and
 * `expect.awards: { king?: colour | null, robber?: colour | null }`. Loaded
 * only by the scenario loader (zod); the module reads the validated values.
 */
import { z } from 'zod';
import { colourSchema, type ScenarioSchemaExtension } from '../../scenario-fields.js';

const holderSchema = z.union(
  [colourSchema, z.object({ player: colourSchema, size: z.number().int().positive().optional() }).strict()],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union'
        ? { message: 'must be a colour or { player, size }' }
        : { message: ctx.defaultError },
  },
);

/** The fields `king-robber-baron` adds to scenario files. */
export const kingRobberBaronSchema = {
  root: { awards: z.object({ king: holderSchema.optional(), robber: holderSchema.optional() }).strict().optional() },
  expect: {
    awards: z
      .object({ king: colourSchema.nullable().optional(), robber: colourSchema.nullable().optional() })
      .strict()
      .optional(),
  },
} satisfies ScenarioSchemaExtension;

/** The top-level fields `king-robber-baron` adds, as a validated scenario holds them (read by `index.ts`). */
export type KingRobberBaronFields = z.output<z.ZodObject<typeof kingRobberBaronSchema.root>>;
