/**
 * Bounds on a scenario file's raw text, checked before the YAML parser runs
 * (`loadScenario` in scenario-schema.ts): the parser's time and stack grow
 * with the nesting of a document (a file nested 50,000 levels deep took
 * seconds to refuse), so a hostile file is refused here, in one linear pass,
 * with a message naming the file and the limit.
 *
 * - {@link MAX_FILE_CHARS}: characters a file may have (the longest worked
 *   example has about 1,200, a downloaded all-module game about 8,000, a
 *   board of the most tiles a position holds about 20,000). The parser reads
 *   some 100–200 KB a second of CPU here, so the limit also bounds the time
 *   a flat file takes to refuse.
 * - {@link MAX_FILE_DEPTH}: how deeply collections may nest (a worked example
 *   nests 6 deep: file → `board` → tile → `meeples` → figure → `at`).
 * - {@link MAX_FILE_ENTRIES}: how many entries (keys, list items, collections) a
 *   file may have: the parser's time grows with them, so 32 KB of tiny flow maps
 *   took over 300 ms of CPU to refuse.
 */
import type { Problem } from './scenario-problem.js';

/** Most characters (UTF-16 code units) a scenario file may have. */
export const MAX_FILE_CHARS = 32_768;

/** Deepest nesting of collections (block or flow, maps or lists) a scenario file may have. */
export const MAX_FILE_DEPTH = 64;

/**
 * Most entries a scenario file may have, counted by {@link nestingDepth}: every key
 * (`key:`), list item (`- ` or a flow comma), flow collection (`[`, `{`) and line of
 * structure. A board entry in the analysis board's download
 * (`- { tile: BASE.U, at: [3, 0], rotation: 90 }`) counts 9, a figure on it about 8, so a
 * board of the 250 tiles a position may hold, with 35 figures, counts about 2,600.
 */
export const MAX_FILE_ENTRIES = 4_000;

/**
 * A block scalar header (`key: |`, `- >-`, `key: |2+`, with an optional
 * comment) at the end of a line: the lines below it that are indented
 * deeper are text, not structure.
 */
const BLOCK_SCALAR = /(?:^|[\s:-])[|>][1-9+-]{0,2}\s*(?:#.*)?$/;

/** The nesting scan's state between lines: open flow brackets and an open quoted scalar. */
interface ScanState {
  flow: number;
  quote: '' | "'" | '"';
  /** Entries counted so far (see {@link MAX_FILE_ENTRIES}). */
  entries: number;
}

/**
 * Scan one line's characters: quotes, comments, flow brackets (`[`, `{`
 * open, `]`, `}` close) and, outside brackets, block keys (`key: `). Returns
 * the deepest nesting reached on the line, open brackets of earlier lines
 * included.
 */
function scanFlow(line: string, from: number, st: ScanState): number {
  let deepest = st.flow;
  let keys = 0; // block keys on this line (`a: b: c` nests a map per key)
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (st.quote) {
      if (c === '\\' && st.quote === '"') i++;
      else if (c === st.quote) {
        if (st.quote === "'" && line[i + 1] === "'") i++;
        else st.quote = '';
      }
      continue;
    }
    if (c === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) break;
    if (c === '"' || c === "'") {
      // a quote opens a scalar only where a value starts (not inside a plain word: don't)
      const prev = i === 0 ? ' ' : line[i - 1]!;
      if (/[\s[{,:-]/.test(prev)) st.quote = c;
    } else if (c === '[' || c === '{') {
      st.entries++;
      deepest = Math.max(deepest, keys + ++st.flow);
    } else if ((c === ']' || c === '}') && st.flow > 0) st.flow--;
    else if (c === ',' && st.flow > 0) st.entries++;
    else if (
      c === ':' &&
      (i + 1 === line.length || line[i + 1] === ' ' || (st.flow > 0 && /[,\]}]/.test(line[i + 1]!)))
    ) {
      st.entries++;
      if (st.flow === 0) deepest = Math.max(deepest, ++keys);
    }
  }
  return deepest;
}

/**
 * The deepest nesting of collections in YAML text and the line (1-based)
 * where it is first reached beyond `max`, in one pass: block indentation
 * levels, compact list items (`- - x`) and flow brackets add up; quoted
 * scalars, comments and block scalar text are skipped. Errs on the high
 * side (a key whose value is a plain scalar counts as a level), which a
 * limit of {@link MAX_FILE_DEPTH} leaves far from any real file. Counts the
 * file's entries on the way ({@link MAX_FILE_ENTRIES}); past `maxEntries` it
 * stops and `line` is where the count went over (`entries` > `maxEntries`).
 */
export function nestingDepth(
  text: string,
  max = Infinity,
  maxEntries = Infinity,
): { depth: number; line: number; entries: number } {
  const st: ScanState = { flow: 0, quote: '', entries: 0 };
  const indents: number[] = [];
  let depth = 0;
  let blockScalarAt = -1; // indentation of the line that opened a block scalar
  let lineNo = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    lineNo++;
    let reached: number;
    if (st.flow > 0 || st.quote) reached = indents.length + scanFlow(line, 0, st);
    else {
      let indent = 0;
      while (line[indent] === ' ') indent++;
      const rest = line.slice(indent);
      if (blockScalarAt >= 0) {
        if (rest === '' || indent > blockScalarAt) continue;
        blockScalarAt = -1;
      }
      if (rest === '' || rest.startsWith('#')) continue;
      while (indents.length && indents[indents.length - 1]! > indent) indents.pop();
      if (!indents.length || indents[indents.length - 1]! < indent) indents.push(indent);
      st.entries++;
      // compact items: `- - - x` opens a list per dash
      let dashes = 0;
      let at = 0;
      while (rest[at] === '-' && (rest[at + 1] === ' ' || at + 1 === rest.length)) {
        dashes++;
        at += 2;
        while (rest[at] === ' ') at++;
      }
      reached = indents.length + dashes + scanFlow(rest, at, st);
      if (st.flow === 0 && !st.quote && BLOCK_SCALAR.test(rest)) blockScalarAt = indent;
    }
    if (reached > depth) {
      depth = reached;
      if (depth > max) return { depth, line: lineNo, entries: st.entries };
    }
    if (st.entries > maxEntries) return { depth, line: lineNo, entries: st.entries };
    if (end === text.length) break;
  }
  return { depth, line: 0, entries: st.entries };
}

/**
 * Problems of a file's raw text against {@link MAX_FILE_CHARS},
 * {@link MAX_FILE_DEPTH} and {@link MAX_FILE_ENTRIES} (path `(file)` for the
 * size, `line L` for the nesting and the entries); empty when the YAML parser may read it.
 */
export function rawTextProblems(text: string, file: string): Problem[] {
  if (text.length > MAX_FILE_CHARS)
    return [
      {
        file,
        path: '',
        message: `the file has ${text.length} characters; a scenario file may have at most ${MAX_FILE_CHARS}`,
        code: 'schema',
      },
    ];
  const deep = nestingDepth(text, MAX_FILE_DEPTH, MAX_FILE_ENTRIES);
  if (deep.depth > MAX_FILE_DEPTH)
    return [
      {
        file,
        path: `line ${deep.line}`,
        message: `YAML: collections nest deeper than ${MAX_FILE_DEPTH} levels (a guard against files that take long to read)`,
        code: 'schema',
      },
    ];
  if (deep.entries > MAX_FILE_ENTRIES)
    return [
      {
        file,
        path: `line ${deep.line}`,
        message: `YAML: the file has more than ${MAX_FILE_ENTRIES} entries (keys, list items, collections; a guard against files that take long to read)`,
        code: 'schema',
      },
    ];
  return [];
}
