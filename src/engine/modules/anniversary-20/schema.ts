/**
 * Scenario file fields of `anniversary-20` (content/examples/README.md):
 * `play.symbol: { from: [x, y], meeple?: { on: [x, y], at, kind } }` (the
 * symbol used, "Přiložení kartičky" and "Umístění družiníka"),
 * `play.extra` (the extra turn, "Tah navíc": every field of `play` but
 * `player`, the other modules' play fields included) and
 * `expect.activated: boolean`. Loaded only by the scenario
 * loader (zod); the module itself reads the validated values.
 */
import { z } from 'zod';
import { coordsSchema, figureKindSchema, locationSchema, type ScenarioSchemaExtension } from '../../scenario-fields.js';

const symbolSchema = z
  .object({
    from: coordsSchema,
    meeple: z.object({ on: coordsSchema, at: locationSchema, kind: figureKindSchema }).strict().optional(),
  })
  .strict();

/**
 * The fields `anniversary-20` adds to scenario files. `play.extra` is a whole
 * turn (`turns`): the loader gives it the fields of `play` but `player`, every
 * module's included (`symbol`, bathhouses' `buyBack`, …).
 */
export const anniversary20Schema = {
  play: { symbol: symbolSchema.optional() },
  turns: ['extra'],
  expect: { activated: z.boolean().optional() },
} satisfies ScenarioSchemaExtension;

/** The `play` fields `anniversary-20` adds, as a validated scenario holds them (read by `index.ts`). */
export type Anniversary20PlayFields = z.output<z.ZodObject<typeof anniversary20Schema.play>>;
