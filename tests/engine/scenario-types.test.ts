/**
 * The scenario types of the engine (`Scenario`, `ScenarioTile`, … in
 * src/engine/scenario.ts) and the loader's zod schema (src/engine/scenario-schema.ts)
 * describe the same files. The types are derived from the schema (type-only imports,
 * so that code playing validated scenarios loads no zod); these checks keep it so,
 * in both directions, and cover the fields the modules add (each module's
 * `schema.ts`): the merged schema of every module, as `scenarioSchemaFor` builds
 * it, gives values the engine's types hold.
 *
 * The `expectTypeOf` lines are checked by the type check of the project
 * (`npx astro check`, which covers tests/); at run time they do nothing, and the
 * runtime checks below keep the list of module schemas complete.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { MODULE_SCHEMAS } from '../../src/engine/modules/schemas.js';
import { anniversary20Schema, type Anniversary20PlayFields } from '../../src/engine/modules/anniversary-20/schema.js';
import {
  bathhousesSchema,
  type BathhousesFields,
  type BathhousesPlayFields,
} from '../../src/engine/modules/bathhouses/schema.js';
import {
  kingRobberBaronSchema,
  type KingRobberBaronFields,
} from '../../src/engine/modules/king-robber-baron/schema.js';
import { abbotSchema, type AbbotPlayFields } from '../../src/engine/modules/abbot/schema.js';
import { tradersBuildersSchema } from '../../src/engine/modules/traders-builders/schema.js';
import type {
  boardMeepleSchema,
  boardTileSchema,
  expectSchema,
  playSchema,
  scenarioSchema,
} from '../../src/engine/scenario-schema.js';
import type {
  Scenario,
  ScenarioExpect,
  ScenarioMeeple,
  ScenarioPlay,
  ScenarioTile,
} from '../../src/engine/scenario.js';

type Out<T extends z.ZodTypeAny> = z.output<T>;
type In<T extends z.ZodTypeAny> = z.input<T>;
type Strict<S extends z.ZodRawShape> = z.ZodObject<S, 'strict'>;

/** Every module schema the checks below merge, by module id (the runtime test keeps it equal to MODULE_SCHEMAS). */
const SCHEMAS = {
  'king-robber-baron': kingRobberBaronSchema,
  'anniversary-20': anniversary20Schema,
  bathhouses: bathhousesSchema,
  abbot: abbotSchema,
  'traders-builders': tradersBuildersSchema,
};

/** The members of a union, intersected. */
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The fields every module in {@link SCHEMAS} adds at `K` (top level, `play`, `expect`), as one zod shape. */
type ModuleShape<K extends 'root' | 'play' | 'expect'> = Intersection<
  { [M in keyof typeof SCHEMAS]: (typeof SCHEMAS)[M] extends Record<K, infer S> ? S : unknown }[keyof typeof SCHEMAS]
>;
type RootShape = Omit<(typeof scenarioSchema)['shape'], 'play' | 'expect'> & ModuleShape<'root'>;
type PlayShape = (typeof playSchema)['shape'] & ModuleShape<'play'>;
type ExpectShape = (typeof expectSchema)['shape'] & ModuleShape<'expect'>;
/** A validated scenario of every module, as `scenarioSchemaFor(every id)` reads it. */
type AllModules = Out<Strict<RootShape>> & {
  play?: Out<Strict<PlayShape>>;
  expect?: Out<Strict<ExpectShape>>;
};

describe('scenario types follow the loader schema', () => {
  it('core fields: the types are what the schema gives, and the schema takes them back', () => {
    // schema output → engine type (what loadScenario returns is a Scenario) and back
    expectTypeOf<Out<typeof scenarioSchema>>().toExtend<Scenario>();
    expectTypeOf<Scenario>().toExtend<Out<typeof scenarioSchema>>();
    expectTypeOf<Out<typeof boardTileSchema>>().toEqualTypeOf<ScenarioTile>();
    expectTypeOf<Out<typeof boardMeepleSchema>>().toEqualTypeOf<ScenarioMeeple>();
    expectTypeOf<Out<typeof playSchema>>().toExtend<ScenarioPlay>();
    expectTypeOf<ScenarioPlay>().toExtend<Out<typeof playSchema>>();
    expectTypeOf<Out<typeof expectSchema>>().toExtend<ScenarioExpect>();
    expectTypeOf<ScenarioExpect>().toExtend<Out<typeof expectSchema>>();
    // a scenario the engine holds, written out, is a file the schema reads (defaults filled in)
    expectTypeOf<Scenario>().toExtend<In<typeof scenarioSchema>>();
    expectTypeOf<ScenarioTile>().toExtend<In<typeof boardTileSchema>>();
    expectTypeOf<ScenarioPlay>().toExtend<In<typeof playSchema>>();
    // the types name the core fields with the shapes the rules documents give (DESIGN 1.4)
    expectTypeOf<Scenario['players']>().toEqualTypeOf<('red' | 'blue' | 'green' | 'yellow' | 'black' | 'pink')[]>();
    expectTypeOf<Scenario['end']>().toEqualTypeOf<boolean>();
    expectTypeOf<ScenarioTile['at']>().toEqualTypeOf<[number, number]>();
    expectTypeOf<ScenarioTile['rotation']>().toEqualTypeOf<0 | 90 | 180 | 270>();
    expectTypeOf<ScenarioMeeple['kind']>().toEqualTypeOf<string>();
    expectTypeOf<In<typeof boardMeepleSchema>['kind']>().toEqualTypeOf<string | undefined>();
  });

  it('module fields: a scenario with every module field is a Scenario, and the fields keep their shapes', () => {
    expectTypeOf<AllModules>().toExtend<Scenario>();
    expectTypeOf<NonNullable<AllModules['play']>>().toExtend<ScenarioPlay>();
    expectTypeOf<NonNullable<AllModules['expect']>>().toExtend<ScenarioExpect>();
    // the types the modules read their fields with are the schema's output
    expectTypeOf<BathhousesFields>().toEqualTypeOf<Out<Strict<(typeof bathhousesSchema)['root']>>>();
    expectTypeOf<BathhousesPlayFields>().toEqualTypeOf<Out<Strict<(typeof bathhousesSchema)['play']>>>();
    expectTypeOf<Anniversary20PlayFields>().toEqualTypeOf<Out<Strict<(typeof anniversary20Schema)['play']>>>();
    expectTypeOf<KingRobberBaronFields>().toEqualTypeOf<Out<Strict<(typeof kingRobberBaronSchema)['root']>>>();
    // and they are what the module code expects of them
    expectTypeOf<NonNullable<BathhousesPlayFields['buyBack']>>().toEqualTypeOf<[number, number]>();
    expectTypeOf<NonNullable<BathhousesPlayFields['bathhouse']>>().toEqualTypeOf<[number, number][]>();
    expectTypeOf<NonNullable<BathhousesFields['bathhouses']>[number]['kind']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Anniversary20PlayFields['symbol']>['from']>().toEqualTypeOf<[number, number]>();
    expectTypeOf<AbbotPlayFields>().toEqualTypeOf<Out<Strict<(typeof abbotSchema)['play']>>>();
    expectTypeOf<NonNullable<AbbotPlayFields['abbot']>['return']>().toEqualTypeOf<[number, number]>();
  });

  it('the merged schemas are the ones the loader uses', () => {
    expect(Object.keys(SCHEMAS).sort()).toEqual(Object.keys(MODULE_SCHEMAS).sort());
    for (const [id, s] of Object.entries(SCHEMAS)) expect(MODULE_SCHEMAS[id], id).toBe(s);
  });
});
