/**
 * Scenario file fields of `traders-builders` (content/examples/README.md): top-level
 * `goods: { red: { wine: 1, grain: 0, cloth: 2 } }` (tokens each player holds before the play,
 * rule 1), `secondTile: red` (the position is the builder's second tile of that player, rule 3;
 * written by the analysis board, whose files start at any turn), `play.extra` (the builder's second tile, rule 3: every field of `play` but `player`,
 * or a list of further turns when a 20th Anniversary extra turn follows it) and
 * `expect.goods` (the tokens after the play, in the same shape). Loaded only by the scenario
 * loader (zod); the module reads the validated values.
 */
import { z } from 'zod';
import { colourSchema, type ScenarioSchemaExtension } from '../../scenario-fields.js';

const count = z.number().int().min(0).max(20);
const heldSchema = z.object({ wine: count.optional(), grain: count.optional(), cloth: count.optional() }).strict();
const goodsSchema = z.record(colourSchema, heldSchema);

/** The fields `traders-builders` adds to scenario files. */
export const tradersBuildersSchema = {
  root: { goods: goodsSchema.optional(), secondTile: colourSchema.optional() },
  turns: ['extra'],
  expect: { goods: goodsSchema.optional() },
} satisfies ScenarioSchemaExtension;

/** The top-level fields `traders-builders` adds, as a validated scenario holds them (read by `index.ts`). */
export type TradersBuildersFields = z.output<z.ZodObject<typeof tradersBuildersSchema.root>>;
