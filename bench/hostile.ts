/**
 * `npm run bench -- --hostile`: how long the scenario loader and the notation reader take to
 * refuse hostile input (issue: "bounds on hostile files"). Each case is timed on its first
 * call (the loader warmed on one small valid file, as a page that has loaded it), with the
 * CPU time of that call, and as the median of 5 more; the answer's first problem is
 * printed beside it. Figures, not pass/fail.
 */
import { loadScenario, MAX_FILE_CHARS, MAX_FILE_ENTRIES } from '../src/engine/loader.js';
import { MAX_NOTATION_LENGTH, readNotation } from '../src/engine/index.js';

const HEAD = 'id: x\ntitle: { cs: x }\nrules: [base]\nplayers: [red, blue]\n';
const cap = (s: string) => s.slice(0, MAX_FILE_CHARS);

/** A row of `n` BASE.U tiles (road east–west) as one notation tile row. */
const roadRow = (n: number) => `2~red_blue~~BASE.U~0.0.${'01'.repeat(n)}~~0_0~0_copies`;

/** A square of BASE.B monasteries (fields all round), `side` × `side`, with a figure on the first two. */
function monasteries(side: number): string {
  const rows = Array.from({ length: side }, (_, y) => `${y}.0.${'00'.repeat(side)}`).join('_');
  return `2~red_blue~~BASE.B~${rows}~0C0_1C1~0_0~0_copies`;
}

const FILES: [string, () => string][] = [
  ['flow lists nested 50,000 deep (100 KB)', () => '['.repeat(50000) + ']'.repeat(50000)],
  ['flow lists nested 16,000 deep (32 KB)', () => '['.repeat(16000) + ']'.repeat(16000)],
  ['block maps nested 300 deep', () => Array.from({ length: 300 }, (_, i) => ' '.repeat(i) + 'a:').join('\n')],
  ['200 KB flow maps nested', () => '{a: '.repeat(50000) + '1' + '}'.repeat(50000)],
  ['32 KB of "a: a: a: …"', () => cap('a: '.repeat(30000))],
  ['32 KB unclosed quote', () => cap('a: "' + '['.repeat(MAX_FILE_CHARS))],
  ['32 KB flat list of small maps', () => cap(`${HEAD}board: [${'{a: 1}, '.repeat(5000)}`).slice(0, -1) + ']'],
  [
    `flat list of small maps just inside ${MAX_FILE_ENTRIES} entries`,
    () => `${HEAD}board: [${'{a: 1}, '.repeat(Math.floor((MAX_FILE_ENTRIES - 20) / 3))}{a: 1}]\n`,
  ],
  ['unknown tag !foo', () => `${HEAD}board: []\nsource: !foo x\n`],
  [
    '251 tiles (one over the limit)',
    () =>
      `${HEAD}board:\n${Array.from({ length: 251 }, (_, i) => `  - { tile: BASE.U, at: [${i}, 0], rotation: 90 }`).join('\n')}\n`,
  ],
];

const NOTATIONS: [string, () => string][] = [
  [`text over ${MAX_NOTATION_LENGTH} characters`, () => '2~' + 'red_'.repeat(2000)],
  ['250 tiles in one row', () => roadRow(250)],
  ['251 tiles in one row (over the limit)', () => roadRow(251)],
  ['15 × 15 monasteries with figures (225 tiles)', () => monasteries(15)],
  ['island at the far corner', () => '2~red_blue~~BASE.D~0.0.00_30000.30000.00~~0_0~0'],
];

/** CPU time of this process in ms (user + system): on a shared machine less noisy than the clock. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function time(run: () => unknown): { first: number; cpu: number; median: number; answer: unknown } {
  const c = cpuMs();
  let t = performance.now();
  const answer = run();
  const first = performance.now() - t;
  const cpu = cpuMs() - c;
  const more: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    run();
    more.push(performance.now() - t);
  }
  more.sort((a, b) => a - b);
  return { first, cpu, median: more[2]!, answer };
}

function what(answer: unknown): string {
  const a = answer as { ok?: boolean; problems?: { path: string; message: string }[]; code?: string; path?: string };
  if (a.problems) return `${a.problems[0]!.path || '(file)'}: ${a.problems[0]!.message}`.slice(0, 90);
  if (a.code) return `${a.code} ${a.path}`;
  return a.ok === true ? 'accepted' : 'read';
}

/** Prints one line per case: first call and median in ms, and what was answered. */
export function hostileBench(): void {
  loadScenario(`${HEAD}board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n`, 'warm.yaml');
  readNotation('2~red_blue~~BASE.D~0.0.00~~0_0~0');
  for (const [label, make] of FILES) {
    const text = make();
    const r = time(() => loadScenario(text, 'hostile.yaml'));
    console.log(
      `file, ${label}: ${r.first.toFixed(1)} ms first (CPU ${r.cpu.toFixed(1)} ms), ${r.median.toFixed(1)} ms median (${text.length} chars) — ${what(r.answer)}`,
    );
  }
  for (const [label, make] of NOTATIONS) {
    const text = make();
    const r = time(() => readNotation(text));
    console.log(
      `notation, ${label}: ${r.first.toFixed(1)} ms first (CPU ${r.cpu.toFixed(1)} ms), ${r.median.toFixed(1)} ms median (${text.length} chars) — ${what(r.answer)}`,
    );
  }
}
