/**
 * Position links for the analysis board's tests: a small position's notation built by the
 * engine (so that the tests follow the notation whatever its version), broken links, and a
 * seeded sequence of hostile or broken `?pozice=` values. Shared by the vitest fuzz of the
 * board's link reader (tests/analysis/link-fuzz.test.ts) and the browser witnesses
 * (tests/e2e/analysis.spec.ts).
 */
import '../../src/engine/modules/index';
import { makeNotation, positionOf } from '../../src/engine/notation';
import { buildPosition } from '../../src/engine/scenario';

/** A tile on the board: id, x, y, rotation and figures (player, location, kind). */
export type Row = [
  tile: string,
  x: number,
  y: number,
  rotation: 0 | 90 | 180 | 270,
  meeples?: [player: string, at: string, kind?: string][],
];

/**
 * The engine's notation of a small position (so that the tests follow the notation whatever
 * its version): rules, players, scores, tiles with figures, the tile in hand, who moves.
 */
export function notation(d: {
  rules?: string[];
  players?: string[];
  scores?: number[];
  board: Row[];
  current?: string;
  player?: number;
}): string {
  const players = d.players ?? ['red', 'blue'];
  const s = {
    id: 'x',
    title: { cs: 'x' },
    rules: d.rules ?? ['base'],
    players,
    scores: Object.fromEntries(players.map((p, i) => [p, d.scores?.[i] ?? 0])),
    board: d.board.map(([tile, x, y, rotation, meeples]) => ({
      tile,
      at: [x, y],
      rotation,
      meeples: (meeples ?? []).map(([player, at, kind]) => ({ player, at, kind: kind ?? 'normal' })),
    })),
    end: false,
  };
  const problems: { path: string; message: string }[] = [];
  const g = buildPosition(s as never, 'x', problems as never);
  if (!g) throw new Error(JSON.stringify(problems));
  g.player = d.player ?? 0;
  g.setCurrent(d.current ?? null);
  return makeNotation(positionOf(g));
}

/** Links the board must refuse with a message, keeping an empty working board. */
export const BAD_LINKS = [
  'garbage',
  '',
  '2~red_blue~base~~~0_0~~0',
  '1~red_blue~base~BASE.D.0.0.0~0.N.0.normal~0_0~~0~extra',
  '1~red_blue~base~BASE.D.0.0.0_BASE.E.0.-1.0~~0_0~~0',
  '1~red_blue~base~BASE.D.0.0.0~0.N.5.normal~0_0~~0',
  '1~red_blue~base~NOPE.1.0.0.0~~0_0~~0',
  '1~red_red~base~~~0_0~~0',
  '1~red_blue~base~BASE.D.99999999.0.0~~0_0~~0',
  '1~%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E_blue~base~~~0_0~~0',
  '1~red_blue~base~BASE.D.0.0.0~0.N.0.normal_0.N.1.normal~0_0~~0',
  '%E0%A4%A',
];

/**
 * `count` hostile or broken `?pozice=` values (deterministic: the same sequence every run):
 * mutations of three real positions (a character, a cut, a section replaced or swapped,
 * junk, numbers of any size, repeated tiles), then two huge values.
 */
export function hostileLinks(count = 1100): string[] {
  const valid = [
    notation({
      scores: [3, 4],
      board: [
        ['BASE.D', 0, 0, 0, [['red', 'SSE']]],
        ['BASE.U', 1, 0, 90, [['blue', 'E']]],
        ['BASE.E', 0, -1, 180],
      ],
      current: 'BASE.V',
      player: 1,
    }),
    notation({
      rules: ['base', 'inns-cathedrals', 'king-robber-baron', 'bathhouses'],
      players: ['red', 'blue', 'green'],
      scores: [0, 5, 2],
      board: [
        ['BASE.D', 0, 0, 0, [['red', 'E', 'large']]],
        ['BATH.03', 1, 0, 90],
        ['BASE.D', -1, 0, 0, [['green', 'N']]],
      ],
      current: 'IC.K',
      player: 2,
    }),
    notation({
      rules: ['base', 'demo'],
      board: [['DEMO.03', 0, 0, 0, [['blue', 'N']]]],
      current: 'DEMO.example-monastery-road',
    }),
  ];
  // deterministic pseudo-random mutations
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
  const junk = [
    '~',
    '_',
    '.',
    '-',
    '%',
    '%2',
    '%ZZ',
    '%00',
    '<',
    '>',
    '"',
    "'",
    '&',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '9'.repeat(30),
    '-0',
    '1e9',
    'NaN',
    'Infinity',
    '\u0000',
    '\u202e',
    'ř',
    '🙂',
    ' ',
    '+',
    '#',
    '?',
    '&pozice=',
    'BASE.Z',
    'IC.K',
    'KRB.KING',
  ];
  const values: string[] = [];
  while (values.length < count) {
    const base = pick(valid);
    const r = rnd();
    let v: string;
    if (r < 0.25) {
      const i = Math.floor(rnd() * base.length);
      v = base.slice(0, i) + pick(junk) + base.slice(i + 1);
    } else if (r < 0.4) v = base.slice(0, Math.floor(rnd() * base.length));
    else if (r < 0.55) {
      const parts = base.split('~');
      parts[Math.floor(rnd() * parts.length)] = pick(junk) + pick(junk);
      v = parts.join('~');
    } else if (r < 0.7) {
      const parts = base.split('~');
      const i = Math.floor(rnd() * parts.length),
        j = Math.floor(rnd() * parts.length);
      [parts[i], parts[j]] = [parts[j]!, parts[i]!];
      v = parts.join('~');
    } else if (r < 0.8) v = Array.from({ length: 1 + Math.floor(rnd() * 40) }, () => pick(junk)).join('');
    else if (r < 0.9)
      v = base.replace(/-?\d+/g, () => String(Math.floor((rnd() - 0.5) * 10 ** Math.floor(rnd() * 12))));
    else v = base + '_' + base.split('~')[3]!.repeat(1 + Math.floor(rnd() * 5));
    values.push(v);
  }
  values.push('1~' + 'red_'.repeat(5000) + '~base~~~0~~0', 'x'.repeat(100000));
  return values;
}
