/**
 * The zod (v3) schema of a scenario file's core fields (DESIGN 1.4): a board tile and its
 * figures, the play, the expectations, the reader's notes, the whole file. The loader
 * (`scenario-schema.ts`) re-exports it and adds the modules' fields (`scenarioSchemaFor`);
 * scenario.ts derives its scenario types from it by type-only imports, so code that plays
 * validated scenarios loads no zod. It imports nothing of the scenario code that reads it.
 */
import { z } from 'zod';
import { MAX_POSITION_TILES, MAX_SCORE } from './notation-format.js';
import {
  colourSchema,
  coordsSchema,
  figureKindSchema,
  locationSchema,
  pointsByColourSchema,
  rotationSchema,
} from './scenario-fields.js';

/** A figure (any kind) standing on a board tile. */
export const boardMeepleSchema = z
  .object({ player: colourSchema, at: locationSchema, kind: figureKindSchema })
  .strict();

/** A tile already on the table. */
export const boardTileSchema = z
  .object({
    tile: z.string().min(1),
    at: coordsSchema,
    rotation: rotationSchema,
    meeples: z.array(boardMeepleSchema).optional(),
  })
  .strict();

/** The play's core fields, which `scenarioSchemaFor` extends with the modules' ones. */
export const playShape = {
  player: colourSchema,
  tile: z.string().min(1),
  at: coordsSchema,
  rotation: rotationSchema,
  meeple: z.object({ at: locationSchema, kind: figureKindSchema }).strict().optional(),
};

/** The move the example shows (core fields; modules add theirs, {@link scenarioSchemaFor}). */
export const playSchema = z.object(playShape).strict();

/** The expectations' core fields, which `scenarioSchemaFor` extends with the modules' ones. */
export const expectShape = {
  /** Points gained by the play (and final scoring if `end`), by colour. */
  points: pointsByColourSchema.optional(),
  /** Totals after the play (starting `scores` + points). */
  totals: pointsByColourSchema.optional(),
  /** Field paths of the problems an invalid test scenario must give (tests/scenarios). */
  problems: z.array(z.string()).optional(),
  /** After the play, `count` of the player's figures stand on the feature at `at` of the tile `on`. */
  meeples: z
    .array(
      z.object({ player: colourSchema, on: coordsSchema, at: locationSchema, count: z.number().int().min(0) }).strict(),
    )
    .optional(),
  /** The features of the played tile a figure may take, one location each. */
  meepleOptions: z.array(locationSchema).optional(),
};

/** What the rules text states (core fields; content/examples/README.md "Expectations"). */
export const expectSchema = z.object(expectShape).strict();

/** Longest scenario id (characters): it is also the example's page anchor and its embed page's address. */
export const MAX_ID_LENGTH = 64;

const SCORE_RANGE = `a starting total must be an integer from -${MAX_SCORE} to ${MAX_SCORE}`;

/** Starting totals by colour, in points: within the position notation's range, so that every loaded file has a position. */
const startScoresSchema = z.record(
  colourSchema,
  z
    .number()
    .int()
    .refine((v) => !Number.isInteger(v) || Math.abs(v) <= MAX_SCORE, SCORE_RANGE),
);

/**
 * A reader's notes on a position (the analysis board's "Značky a popis": a comment, the
 * players' names by colour, highlighted cells and features, arrows between cells). No rule
 * reads them; the title is the file's own `title`.
 */
export const notesSchema = z
  .object({
    comment: z.string().max(2000).optional(),
    names: z.record(colourSchema, z.string().max(120)).optional(),
    cells: z.array(coordsSchema).max(64).optional(),
    features: z
      .array(z.object({ at: coordsSchema, location: locationSchema }).strict())
      .max(64)
      .optional(),
    arrows: z
      .array(z.object({ from: coordsSchema, to: coordsSchema }).strict())
      .max(64)
      .optional(),
  })
  .strict();

/** A file's core top-level fields, which `scenarioSchemaFor` extends with the modules' ones. */
export const rootShape = {
  id: z
    .string()
    .max(MAX_ID_LENGTH, `an id may have at most ${MAX_ID_LENGTH} characters (it is a page anchor)`)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  title: z.object({ cs: z.string(), en: z.string().optional() }).strict(),
  rules: z.array(z.string().min(1)).min(1),
  players: z.array(colourSchema).min(1),
  /** Starting totals in points, by colour. */
  scores: startScoresSchema.optional(),
  // the count first: a hostile file's thousands of entries are not each checked (and worded)
  board: z
    .array(z.unknown())
    .max(MAX_POSITION_TILES, `a board may hold at most ${MAX_POSITION_TILES} tiles`)
    .pipe(z.array(boardTileSchema)),
  play: playSchema.optional(),
  end: z.boolean().default(false),
  expect: expectSchema.optional(),
  source: z.string().optional(),
  notes: notesSchema.optional(),
};

/** A scenario file with the core fields only (DESIGN 1.4), strict at every depth. */
export const scenarioSchema = z.object(rootShape).strict();
