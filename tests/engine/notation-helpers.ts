/**
 * Helpers for the notation tests: random positions from real games, a seeded
 * mutator of notation text, move sets and final results to compare games by.
 */
import { Game, isEngineError, type Move } from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';

/** The optional rule modules (base is always on). */
export const OPTIONAL_MODULES = [
  'inns-cathedrals',
  'king-robber-baron',
  'anniversary-20',
  'bathhouses',
  'demo',
] as const;

/** Every combination of the optional modules, each with `base` first (32 lists). */
export function moduleCombinations(): string[][] {
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << OPTIONAL_MODULES.length; mask++) {
    out.push(['base', ...OPTIONAL_MODULES.filter((_, i) => mask & (1 << i))]);
  }
  return out;
}

/** JSON with object keys sorted (arrays keep their order). */
export function canonicalJson(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(o)
          .sort()
          .filter((k) => o[k] !== undefined)
          .map((k) => [k, norm(o[k])]),
      );
    }
    return x;
  };
  return JSON.stringify(norm(v));
}

/** The legal moves of a game as a sorted list of canonical JSON texts (a set to compare). */
export function moveSet(g: Game): string[] {
  return g.legalMoves().map(canonicalJson).sort();
}

/**
 * What final scoring gives from this position: totals after `finish()` and
 * each final event's kind, points and receivers (sorted; where an event
 * names its feature, which tile it names depends on the order tiles were laid).
 */
export function finalResult(g: Game): { totals: number[]; events: string[] } {
  const events = g
    .finish()
    .map((e) => `${e.type}:${e.feature ?? ''}:${e.points}:${e.receivers.join(',')}:${e.tiles ?? ''}`)
    .sort();
  return { totals: [...g.scores], events };
}

/**
 * A game played with random legal moves until it ends or `stop(game, history)`
 * (asked before each move, with the moves so far) says so.
 */
export function playUntil(
  options: { players: string[]; modules: string[]; seed: number },
  stop: (g: Game, history: readonly Move[]) => boolean,
): { game: Game; history: Move[] } {
  const g = Game.create(options);
  if (isEngineError(g)) throw new Error(`${g.code} ${g.path}`);
  const rnd = lcg(options.seed ^ 0x5bd1e995);
  const history: Move[] = [];
  while (!g.ended && !stop(g, history)) {
    const ms = g.legalMoves();
    const m = ms[Math.floor(rnd() * ms.length)]!;
    const r = g.apply(m);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
    history.push(m);
  }
  return { game: g, history };
}

/** A copy of a dealt game made by replaying its moves. */
export function replay(
  options: { players: string[]; modules: string[]; seed: number },
  history: readonly Move[],
): Game {
  const g = Game.create(options) as Game;
  for (const m of history) g.apply(m);
  return g;
}

const CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~-%'];
const NUMBERS = [
  '0',
  '1',
  '-1',
  '2',
  '7',
  '8',
  '9',
  '10',
  '62',
  '99',
  '100',
  '-30000',
  '30000',
  '30001',
  '-30001',
  '999999',
  '1000001',
  '00',
  '-0',
  '01',
];
const WORDS = [
  'base',
  'over',
  'copies',
  'extra',
  'large',
  'normal',
  'BASE.D',
  'IC.K',
  'KRB.KING',
  'A20.A',
  'A20.example-anywhere',
  'BATH.01',
  'DEMO.01',
  'red',
  'pink',
  'k0-3',
  'r9-1',
  '0-0',
  '3-1-large',
  'bathhouses',
  'king-robber-baron.k0-0',
  'demo',
  'NNW',
  'C',
  '%',
  '%2',
  '%ZZ',
  '',
];

/**
 * A seeded mutator of notation text: 1–3 edits, each one of: replace, insert
 * or delete a character; change a number to an edge value; duplicate, drop
 * or swap items of a section; swap two sections; splice in a section of
 * another notation (`donor`); put in a word of the notation (a flag, a tile
 * id, a module id…); truncate.
 */
export function mutate(text: string, rnd: () => number, donor: string): string {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
  let s = text;
  const edits = 1 + Math.floor(rnd() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rnd() * (s.length + 1));
    const secs = s.split('~');
    const si = Math.floor(rnd() * secs.length);
    const its = secs[si]!.split('_');
    const ii = Math.floor(rnd() * its.length);
    switch (Math.floor(rnd() * 11)) {
      case 0:
        s = s.slice(0, at) + pick(CHARS) + s.slice(at + 1);
        break;
      case 1:
        s = s.slice(0, at) + pick(CHARS) + s.slice(at);
        break;
      case 2:
        s = s.slice(0, at) + s.slice(at + 1);
        break;
      case 3: {
        const nums = [...s.matchAll(/-?\d+/g)];
        if (!nums.length) break;
        const m = pick(nums);
        s = s.slice(0, m.index) + pick(NUMBERS) + s.slice(m.index! + m[0].length);
        break;
      }
      case 4:
        its.splice(ii, 0, its[ii]!);
        secs[si] = its.join('_');
        s = secs.join('~');
        break;
      case 5:
        its.splice(ii, 1);
        secs[si] = its.join('_');
        s = secs.join('~');
        break;
      case 6: {
        const jj = Math.floor(rnd() * its.length);
        [its[ii], its[jj]] = [its[jj]!, its[ii]!];
        secs[si] = its.join('_');
        s = secs.join('~');
        break;
      }
      case 7: {
        const sj = Math.floor(rnd() * secs.length);
        [secs[si], secs[sj]] = [secs[sj]!, secs[si]!];
        s = secs.join('~');
        break;
      }
      case 8: {
        const d = donor.split('~');
        secs[si] = d[si] ?? pick(d);
        s = secs.join('~');
        break;
      }
      case 9: {
        const w = pick(WORDS);
        if (rnd() < 0.5) {
          its[ii] = w;
          secs[si] = its.join('_');
          s = secs.join('~');
        } else s = s.slice(0, at) + w + s.slice(at);
        break;
      }
      default:
        s = s.slice(0, at);
    }
  }
  return s;
}
