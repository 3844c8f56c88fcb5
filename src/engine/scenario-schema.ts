/**
 * Reading and checking scenario files (DESIGN 1.4): YAML, the zod (v3)
 * schema, then the rules (`checkScenario` in scenario.ts). This is the only
 * scenario code that loads zod and YAML; code that plays validated scenarios
 * (the sandbox) imports scenario.ts alone.
 *
 * - {@link scenarioSchema}: the core fields (every object strict: a field no
 *   schema knows is a problem at any depth); {@link scenarioSchemaFor} adds
 *   the fields of the given modules (`modules/schemas.ts`).
 * - {@link loadScenario}: text → `{ ok: true, scenario, result }` or
 *   problems `{ file, path, message }`.
 */
// problems of a file are worded in full wherever files are loaded (error-words.ts)
import './scenario-describe.js';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
} from 'yaml';
import { z } from 'zod';
import './modules/index.js';
import { MODULE_SCHEMAS } from './modules/schemas.js';
import { rawTextProblems } from './scenario-text.js';
import { scenarioPosition } from './scenario-position.js';
import { checkScenario, clip, type Problem, type Scenario, type ScenarioResult } from './scenario.js';
import type { ScenarioSchemaExtension } from './scenario-fields.js';
import { expectShape, playShape, rootShape } from './scenario-core-schema.js';

export {
  boardMeepleSchema,
  boardTileSchema,
  expectSchema,
  MAX_ID_LENGTH,
  notesSchema,
  playSchema,
  scenarioSchema,
} from './scenario-core-schema.js';

/** The most further turns one field of a play may list (a builder's second tile and an extra turn: 2). */
export const MAX_FURTHER_TURNS = 3;

/**
 * The schema of a scenario file whose `rules` are `ids`: the core fields
 * plus each module's (`modules/schemas.ts`: top level, `play`, `expect`),
 * strict at every depth. Unknown module ids add nothing (the rules check
 * reports them).
 */
export function scenarioSchemaFor(ids: readonly string[]): z.ZodType<Scenario, z.ZodTypeDef, unknown> {
  let root: z.ZodRawShape = { ...rootShape };
  let play: z.ZodRawShape = { ...playShape };
  let expect: z.ZodRawShape = { ...expectShape };
  const turns: string[] = [];
  for (const id of ids) {
    const ext: ScenarioSchemaExtension | undefined = Object.hasOwn(MODULE_SCHEMAS, id) ? MODULE_SCHEMAS[id] : undefined;
    if (ext?.root) root = { ...root, ...ext.root };
    if (ext?.play) play = { ...play, ...ext.play };
    if (ext?.expect) expect = { ...expect, ...ext.expect };
    if (ext?.turns) turns.push(...ext.turns);
  }
  if (turns.length) {
    // a further turn takes every field a turn takes: the play's own, without the player
    const { player: _player, ...turnShape } = play;
    // one further turn, or several in order (a builder's second tile, then an extra turn)
    const one = z.object(turnShape).strict();
    const turn = z.union([one, z.array(one).min(1).max(MAX_FURTHER_TURNS)]).optional();
    play = { ...play, ...Object.fromEntries(turns.map((f) => [f, turn])) };
  }
  root = { ...root, play: z.object(play).strict().optional(), expect: z.object(expect).strict().optional() };
  return z.object(root).strict() as unknown as z.ZodType<Scenario, z.ZodTypeDef, unknown>;
}

/** Result of {@link loadScenario}: the scenario and its evaluation, or the problems. */
export type LoadResult = { ok: true; scenario: Scenario; result: ScenarioResult } | { ok: false; problems: Problem[] };

/** Field path text of a zod path: `board[2].meeples[0].at`; long keys clipped. */
function pathText(path: readonly (string | number)[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s ? `.${clip(p)}` : clip(p);
  return s;
}

/** zod messages that quote a value from the file quote at most {@link clip}'s length of it. */
const errorMap: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === 'invalid_enum_value') {
    const options = issue.options.map((o) => (typeof o === 'string' ? `'${o}'` : String(o))).join(' | ');
    return { message: `Invalid enum value. Expected ${options}, received '${clip(issue.received)}'` };
  }
  return { message: ctx.defaultError };
};

/** The module (not in `rules`) whose field `key` would be at `where`, if any. */
function fieldOwner(key: string, where: 'root' | 'play' | 'expect', rules: readonly string[]): string | undefined {
  return Object.keys(MODULE_SCHEMAS).find(
    (id) =>
      !rules.includes(id) &&
      (Object.hasOwn(MODULE_SCHEMAS[id]![where] ?? {}, key) ||
        (where === 'play' && (MODULE_SCHEMAS[id]!.turns ?? []).includes(key))),
  );
}

/** Whether `path` is `play` or a further turn inside it (`play.extra`): where play fields are written. */
function isPlayPath(path: string, rules: readonly string[]): boolean {
  if (path === 'play') return true;
  const turn = /^play\.([^.[]+)$/.exec(path)?.[1];
  return !!turn && rules.some((id) => Object.hasOwn(MODULE_SCHEMAS, id) && MODULE_SCHEMAS[id]!.turns?.includes(turn));
}

/**
 * The issues of `issue`, a union's (a further turn: one map or a list of maps) taken from the alternative whose type
 * the value has, so that a reader sees "unknown field" rather than "invalid input"; the union's own issue when the
 * value has neither type.
 */
function unionIssues(issue: z.ZodIssue): z.ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const depth = issue.path.length;
  const fits = issue.unionErrors.filter(
    (e) => !e.issues.some((x) => x.code === 'invalid_type' && x.path.length === depth),
  );
  // only a union of different types (map or list) is told apart; others keep their own message
  return fits.length && fits.length < issue.unionErrors.length ? fits[0]!.issues.flatMap(unionIssues) : [issue];
}

/** Problems of a zod error; an unknown field is one problem per field, naming its module when it belongs to one not in `rules`. */
function schemaProblems(error: z.ZodError, rules: readonly string[], file: string): Problem[] {
  const out: Problem[] = [];
  for (const i of error.issues.flatMap(unionIssues)) {
    if (i.code !== 'unrecognized_keys') {
      out.push({ file, path: pathText(i.path), message: i.message, code: 'schema' });
      continue;
    }
    const at = pathText(i.path);
    const where = at === '' ? 'root' : isPlayPath(at, rules) ? 'play' : at === 'expect' ? 'expect' : undefined;
    for (const key of i.keys) {
      const m = where && fieldOwner(key, where, rules);
      out.push({
        file,
        // an empty field name is shown as "" so that the path still names it
        path: at ? `${at}.${clip(key) || '""'}` : clip(key) || '""',
        code: 'schema',
        message: m ? `field of rule module ${m}, which is not in rules` : 'unknown field',
      });
    }
  }
  return out;
}

/** How many alias expansions a file may have (the `yaml` package's guard against "billion laughs" documents). */
export const MAX_ALIAS_COUNT = 100;

/** The tags of plain values, lists and maps (YAML 1.2 core schema); any other tag (`!foo`, `!!binary`, `!!set`) is refused. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * Structural problems of a parsed YAML document that its conversion to data
 * would hide or throw on: aliases with no anchor before them or inside the
 * node they name (a cycle), field names that are not plain values, and
 * `__proto__` field names. Paths are field paths, or `line L, column C` for
 * aliases and keys.
 */
function structureProblems(doc: Document, lines: LineCounter, file: string): Problem[] {
  const out: Problem[] = [];
  const where = (n: Node | null | undefined) => {
    const at = lines.linePos(n?.range?.[0] ?? 0);
    return `line ${at.line}, column ${at.col}`;
  };
  const anchors = new Set<string>();
  const walk = (node: unknown, path: string, open: ReadonlySet<string>): void => {
    const tag = (node as { tag?: string } | null)?.tag;
    if (tag !== undefined && !CORE_TAGS.has(tag)) {
      out.push({
        file,
        path: where(node as Node),
        message: `YAML: the tag ${clip(tag.replace(/^tag:yaml.org,2002:/, '!!'))} is not one a scenario file may use (only plain values, lists and maps)`,
        code: 'schema',
      });
      return;
    }
    if (isAlias(node)) {
      if (!anchors.has(node.source))
        out.push({
          file,
          path: where(node),
          message: `YAML: alias *${clip(node.source)} has no anchor before it`,
          code: 'schema',
        });
      else if (open.has(node.source))
        out.push({
          file,
          path: where(node),
          message: `YAML: alias *${clip(node.source)} is inside the node it names`,
          code: 'schema',
        });
      return;
    }
    if (!isMap(node) && !isSeq(node)) {
      if (isScalar(node) && node.anchor) anchors.add(node.anchor);
      return;
    }
    let inner = open;
    if (node.anchor) {
      anchors.add(node.anchor);
      inner = new Set([...open, node.anchor]);
    }
    if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, `${path}[${i}]`, inner));
      return;
    }
    for (const pair of node.items) {
      const key = pair.key;
      if (!isScalar(key)) {
        out.push({
          file,
          path: where(key as Node),
          message: 'YAML: a field name must be a plain value',
          code: 'schema',
        });
        continue;
      }
      if (key.tag !== undefined && !CORE_TAGS.has(key.tag)) {
        walk(key, path, inner);
        continue;
      }
      if (key.anchor) anchors.add(key.anchor);
      const name = String(key.value);
      const field = path ? `${path}.${clip(name)}` : clip(name);
      if (name === '__proto__') {
        out.push({ file, path: field, message: 'the field name __proto__ is not allowed', code: 'schema' });
        continue;
      }
      walk(pair.value, field, inner);
    }
  };
  walk(doc.contents, '', new Set());
  return out;
}

/**
 * The alias at which the `yaml` package's alias guard (`maxAliasCount`)
 * stops converting `doc`: the same count, in the same document order, as
 * `Alias.resolve` in yaml 2 (each use of an anchor counts once, weighted by
 * the aliases inside the anchored node).
 */
function excessiveAlias(doc: Document, max: number): Alias | undefined {
  const data = new Map<unknown, { count: number; aliasCount: number }>();
  const aliasCount = (node: unknown): number => {
    if (isAlias(node)) {
      const d = data.get(node.resolve(doc));
      return d ? d.count * d.aliasCount : 0;
    }
    if (isMap(node)) return Math.max(0, ...node.items.map((p) => Math.max(aliasCount(p.key), aliasCount(p.value))));
    if (isSeq(node)) return Math.max(0, ...node.items.map(aliasCount));
    return 1;
  };
  let found: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      const source = node.resolve(doc);
      if (!source) return undefined;
      let d = data.get(source);
      if (!d) data.set(source, (d = { count: 0, aliasCount: 0 }));
      d.count += 1;
      if (d.aliasCount === 0) d.aliasCount = aliasCount(source);
      if (d.count * d.aliasCount > max) {
        found = node;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Parse and check a scenario file: the raw text's size and nesting
 * (`scenario-text.ts`: at most `MAX_FILE_CHARS` characters and
 * `MAX_FILE_DEPTH` levels, before the parser runs), YAML syntax (problems at `line L, column C`,
 * also for aliases without an anchor, cyclic aliases and alias bombs beyond
 * {@link MAX_ALIAS_COUNT} expansions; tags other than the core schema's
 * refused), field names (`__proto__` refused), the
 * schema with the fields of its modules (strict at every depth: unknown fields
 * and fields of modules not in `rules` are problems; points within the safe
 * integer range), then the rules ({@link checkScenario}: the position and the
 * legality of every play), and last the position before the play in the
 * position notation (`scenarioPosition`: a file whose position
 * `npm run position` could not write is refused here too). Values quoted in problems are clipped to
 * {@link clip}'s length.
 * @param text YAML text.
 * @param fileName used in problems.
 * @returns the scenario (defaults filled in) with its evaluation, or problems.
 */
export function loadScenario(text: string, fileName: string): LoadResult {
  const raw = rawTextProblems(text, fileName);
  if (raw.length) return { ok: false, problems: raw };
  const lines = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, lineCounter: lines });
  const fail = (problems: Problem[]): LoadResult => ({ ok: false, problems });
  if (doc.errors.length) {
    return fail(
      doc.errors.map((e) => {
        const at = lines.linePos(e.pos[0]);
        return {
          file: fileName,
          path: `line ${at.line}, column ${at.col}`,
          message: `YAML: ${clip(e.message.split('\n')[0], 160)}`,
          code: 'schema',
        };
      }),
    );
  }
  const structure = structureProblems(doc, lines, fileName);
  if (structure.length) return fail(structure);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const alias = excessiveAlias(doc, MAX_ALIAS_COUNT);
    const at = lines.linePos(alias?.range?.[0] ?? 0);
    const message = alias
      ? `YAML: alias *${clip(alias.source)} expands the file beyond ${MAX_ALIAS_COUNT} alias uses (a guard against files that blow up when read)`
      : `YAML: ${clip(String((e as Error)?.message ?? e), 160)}`;
    return fail([{ file: fileName, path: alias ? `line ${at.line}, column ${at.col}` : '', message, code: 'schema' }]);
  }
  if (data === null || data === undefined) {
    return fail([{ file: fileName, path: '', message: 'the file is empty', code: 'schema' }]);
  }
  const rules = (data as { rules?: unknown })?.rules;
  const ruleIds = Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [];
  const parsed = scenarioSchemaFor(ruleIds).safeParse(data, { errorMap });
  if (!parsed.success) return fail(schemaProblems(parsed.error, ruleIds, fileName));
  const r = checkScenario(parsed.data, fileName);
  if (!r.ok) return fail(r.problems);
  // the position before the play must be one the notation holds: `npm run position` writes it
  const position = scenarioPosition(parsed.data, fileName);
  if ('problems' in position) return fail(position.problems);
  return { ok: true, scenario: parsed.data, result: r.result };
}
