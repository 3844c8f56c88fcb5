/**
 * The scenario file fields of each module, by module id (zod; see
 * `scenario-fields.ts`). Read only by the scenario loader, so that the
 * modules themselves (and the sandbox, which imports them) carry no zod.
 * A module with file fields lists them here.
 */
import type { ScenarioSchemaExtension } from '../scenario-fields.js';
import { anniversary20Schema } from './anniversary-20/schema.js';
import { bathhousesSchema } from './bathhouses/schema.js';
import { abbotSchema } from './abbot/schema.js';
import { kingRobberBaronSchema } from './king-robber-baron/schema.js';
import { tradersBuildersSchema } from './traders-builders/schema.js';

export const MODULE_SCHEMAS: Readonly<Record<string, ScenarioSchemaExtension>> = {
  'king-robber-baron': kingRobberBaronSchema,
  'anniversary-20': anniversary20Schema,
  bathhouses: bathhousesSchema,
  abbot: abbotSchema,
  'traders-builders': tradersBuildersSchema,
};
