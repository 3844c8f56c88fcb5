/**
 * zod (v3) shapes of the fields scenario files share (DESIGN 1.4): colours,
 * location words, coordinates, rotations, figure kinds, points, and the type
 * of the fields a module adds. Used by the loader (`scenario-schema.ts`)
 * and by each module's `schema.ts`; never by code that only plays validated
 * scenarios (the sandbox ships without zod).
 *
 * Every object is strict: a field no schema knows is a problem, at any depth.
 */
import { z } from 'zod';
import { MAX_COORD } from './board.js';
import { COLOURS } from './seats.js';
import { LOCATIONS, type Location } from './tile-types.js';

/** A player colour of DESIGN 1.4. */
export const colourSchema = z.enum(COLOURS);

/** A location word of DESIGN 1.3 (`N`, `NNE`, …, `C`, the corners `NE` … `NW`). */
export const locationSchema = z.enum(LOCATIONS as readonly Location[] as [Location, ...Location[]]);

const COORD_RANGE = `coordinate must be an integer from -${MAX_COORD} to ${MAX_COORD}`;

/** One board coordinate: an integer within ±{@link MAX_COORD}. */
export const coordSchema = z.number().int(COORD_RANGE).min(-MAX_COORD, COORD_RANGE).max(MAX_COORD, COORD_RANGE);

/** Board coordinates `[x, y]` (x east, y south; DESIGN 1.2). */
export const coordsSchema = z.tuple([coordSchema, coordSchema]);

/** A rotation in degrees clockwise: 0, 90, 180 or 270 (DESIGN 1.2). */
export const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
  errorMap: () => ({ message: 'rotation must be 0, 90, 180 or 270' }),
});

/** A figure kind id (`normal`, `large`, …), `normal` when left out; the game checks it is known. */
export const figureKindSchema = z.string().min(1).default('normal');

const POINTS_RANGE = `points must be an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;

/**
 * Points (a total or a gain): an integer within the safe integer range, so
 * that sums stay exact. Not an integer: zod's `Expected integer` message;
 * outside the range: one problem naming the range.
 */
export const pointsSchema = z
  .number()
  .int()
  .refine((v) => !Number.isInteger(v) || Number.isSafeInteger(v), POINTS_RANGE);

/** Points by colour (`scores`, `expect.points`, `expect.totals`). */
export const pointsByColourSchema = z.record(colourSchema, pointsSchema);

/**
 * The scenario file fields a module adds (DESIGN 1.4; content/examples/README.md):
 * top-level fields, `play` fields (also allowed in follow-up plays that copy
 * the play's shape) and `expect` fields. Each value is a zod schema.
 */
export interface ScenarioSchemaExtension {
  root?: z.ZodRawShape;
  play?: z.ZodRawShape;
  expect?: z.ZodRawShape;
  /**
   * `play` fields that hold a whole further turn of the same player (e.g.
   * anniversary-20's `extra`): the loader gives each the turn's own schema,
   * every field of `play` but `player` and these fields, the other modules'
   * play fields included (`buyBack`, `bathhouse`, `scoreOrder`, `symbol`).
   */
  turns?: readonly string[];
}
