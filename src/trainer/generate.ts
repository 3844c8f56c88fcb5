/**
 * Questions for the scoring trainer (no DOM): a position of a seeded game with one rule set's
 * real tile mix, and what the engine scores there, either for one move ("how many points does
 * each player get for this move?") or for final scoring of the position ("… if the game ended
 * now?").
 *
 * A question is named by its rule set, its kind and a seed; the same three give the same
 * question every time. The game is the engine's (`Game.create` deals and shuffles the pile
 * with a seed drawn from the question's seed), played on with random legal moves (a random
 * placement of the tile in hand, then one of the engine's legal moves there), so every
 * position is a legal one. Of the positions and moves met on the way, the most interesting
 * is asked: interest is read from the score events alone (how many features score, how many
 * players share points or fight over a feature, modifiers, events that are not a feature's,
 * bonus points, figure kinds, whether the rule set's own module takes part), so nothing here
 * knows any module.
 */
import {
  type CompiledTile,
  Game,
  getModule,
  getTile,
  isEngineError,
  locationCode,
  type Move,
  type Placement,
  moduleChoices,
  moveIndex,
  quarterTurns,
  type ScoreEvent,
  seatLimits,
  seededRandom,
} from '../engine';
import { pickByTopic, topicOf } from './topics';

/** What a question asks: the points of one move, or of final scoring now. */
export type QuestionKind = 'move' | 'final';
/** Both kinds, in the order the page offers them. */
export const QUESTION_KINDS: readonly QuestionKind[] = ['move', 'final'];

/** Largest seed a question takes (seeds are integers from 0). */
export const MAX_SEED = 2 ** 31 - 1;

/** What names a question: rule set (a module id; `base` for the base game alone), kind and seed. */
export interface QuestionSpec {
  expansion: string;
  kind: QuestionKind;
  seed: number;
}

/** A question's rule set and kind from an address without `seed=` (the seed is drawn at random). */
export interface SeedlessSpec extends Omit<QuestionSpec, 'seed'> {
  seed: undefined;
}

/** What made a question interesting (see {@link interest}). */
export type Trait =
  'scores' | 'several' | 'shared' | 'contested' | 'modifier' | 'moduleEvent' | 'bonus' | 'figureKind' | 'expansion';

/** A generated question. */
export interface Question extends QuestionSpec {
  /** Module ids the game was created with (`base` first). */
  modules: string[];
  /** Colours in turn order. */
  players: string[];
  /**
   * The game at the question's position, before the move (a move question) or before final
   * scoring (a final question). Callers must not change it (copy it with `Game.copy`).
   */
  game: Game;
  /** Move questions: the move asked about, its tile and its index in `game.legalMoves()`. */
  move?: Move;
  tile?: string;
  moveIndex?: number;
  /** The engine's score events of the move, or of final scoring. */
  events: ScoreEvent[];
  /** Points each player gets from `events`, per colour (every player, 0 included). */
  expected: Record<string, number>;
  /** What the events show (see {@link interest}). */
  traits: Trait[];
  /** What the question turns on (`topicOf` in src/trainer/topics.ts), drawn by the seed among those met. */
  topic: string;
}

/** Why a question cannot be made (i18next key under `trainer.error.`, with parameters). */
export interface QuestionProblem {
  key: 'expansion' | 'unknownTiles' | 'kind' | 'seed' | 'none';
  params?: Record<string, string | number>;
}

/** Type guard for {@link QuestionProblem}. */
export function isQuestionProblem(x: unknown): x is QuestionProblem {
  return !!x && typeof x === 'object' && 'key' in x && !('game' in x);
}

/**
 * The rule sets the trainer offers, in the engine's order: each module, `unknown` its count
 * of tiles whose layout is unknown (those cannot be dealt, so they are offered disabled).
 */
export function trainerExpansions(): { id: string; unknown: number; standalone: boolean }[] {
  return moduleChoices();
}

/** Modules a game of rule set `expansion` is created with (`base` added unless the set stands alone). */
export function modulesOf(expansion: string): string[] {
  return getModule(expansion)?.standalone || expansion === 'base' ? [expansion] : ['base', expansion];
}

/** Points per colour from a list of events (every player listed, 0 included). */
export function pointsOf(players: readonly string[], events: readonly ScoreEvent[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]));
  for (const e of events) for (const r of e.receivers) if (r in out) out[r] = out[r]! + e.points;
  return out;
}

/**
 * What a list of score events shows, and how interesting it is as a question. Traits:
 * `scores` some player gets points; `several` two or more events give points; `shared` one
 * event pays two or more players (a tie for the majority); `contested` figures of two or more
 * players take part in one event; `modifier` a rule changed a score (modifier list); `moduleEvent`
 * an event that is not a feature's gives or takes points; `bonus` points on top of the per-unit
 * value; `figureKind` a figure kind that module `expansion` brings took part; `expansion` the
 * module `expansion` took part (an event's `module`, a modifier's, or its figure kind).
 * @param expansion module id of the rule set asked about (`base`: no module trait)
 * @returns the traits and a score (higher is more interesting; 0 when nobody scores)
 */
export function interest(events: readonly ScoreEvent[], expansion: string): { traits: Trait[]; score: number } {
  const kinds = new Set((expansion === 'base' ? [] : (getModule(expansion)?.figures ?? [])).map((f) => f.id));
  const traits = new Set<Trait>();
  let scoring = 0;
  for (const e of events) {
    const paid = e.points !== 0 && e.receivers.length > 0;
    if (paid) scoring++;
    if (paid && e.points > 0) traits.add('scores');
    if (paid && e.receivers.length > 1) traits.add('shared');
    if (new Set((e.figures ?? []).map((f) => f.player)).size > 1) traits.add('contested');
    if (e.modifiers.length) traits.add('modifier');
    if (paid && e.type !== 'feature') traits.add('moduleEvent');
    if ((e.formula?.bonus ?? e.bonus ?? 0) > 0) traits.add('bonus');
    const ownKind = (e.figures ?? []).some((f) => kinds.has(f.kind));
    if (ownKind) traits.add('figureKind');
    if (expansion !== 'base' && (e.module === expansion || e.modifiers.some((m) => m.module === expansion) || ownKind))
      traits.add('expansion');
  }
  if (scoring > 1) traits.add('several');
  if (!traits.has('scores')) return { traits: [...traits], score: 0 };
  const weight: Record<Trait, number> = {
    scores: 1,
    several: 1,
    shared: 3,
    contested: 2,
    modifier: 2,
    moduleEvent: 2,
    bonus: 2,
    figureKind: 1,
    expansion: 3,
  };
  const list = [...traits];
  return { traits: list, score: list.reduce((s, t) => s + weight[t], 0) };
}

/**
 * Reads a query's words (`modul`, `otazka`: `tah` | `konec`, `seed`); null when it names no
 * question. Without `seed` the rule set and kind stand and `seed` is undefined: the trainer
 * draws a random one (issue 21: an address without `seed=` gives a random question of that
 * rule set, not an error). A problem names the word that is wrong.
 */
export function specFromQuery(search: string): QuestionSpec | SeedlessSpec | QuestionProblem | null {
  const q = new URLSearchParams(search);
  const expansion = q.get('modul');
  const kindWord = q.get('otazka');
  const seedText = q.get('seed');
  if (expansion === null && kindWord === null && seedText === null) return null;
  const check = checkExpansion(expansion ?? 'base');
  if (check) return check;
  const kind = (Object.keys(KIND_WORD) as QuestionKind[]).find((k) => KIND_WORD[k] === (kindWord ?? 'tah'));
  if (!kind) return { key: 'kind', params: { word: (kindWord ?? '').slice(0, 40) } };
  if (seedText === null) return { expansion: expansion ?? 'base', kind, seed: undefined };
  if (!/^\d{1,10}$/.test(seedText) || Number(seedText) > MAX_SEED)
    return { key: 'seed', params: { seed: (seedText ?? '').slice(0, 20) } };
  return { expansion: expansion ?? 'base', kind, seed: Number(seedText) };
}

/** The query words of a question (without `?`). */
export function specQuery(s: QuestionSpec): string {
  return new URLSearchParams({ modul: s.expansion, otazka: KIND_WORD[s.kind], seed: String(s.seed) }).toString();
}

const KIND_WORD: Record<QuestionKind, string> = { move: 'tah', final: 'konec' };

/** A problem when `expansion` names no module, or one whose tiles are not all known. */
function checkExpansion(expansion: string): QuestionProblem | undefined {
  const choice = trainerExpansions().find((m) => m.id === expansion);
  if (!choice) return { key: 'expansion', params: { id: expansion.slice(0, 40) } };
  if (choice.unknown > 0) return { key: 'unknownTiles', params: { id: expansion, count: choice.unknown } };
  return undefined;
}

/**
 * One random legal move: a random placement of the tile in hand, then one of the engine's
 * legal moves there. Half the time the placement is one that grows a feature somebody
 * occupies, preferably one that joins features of two or more players (so that majorities
 * are fought over, as in games between people).
 */
function randomMove(g: Game, random: () => number): Move | undefined {
  let places = g.placements();
  if (random() < 0.5 && places.length) {
    const tile = getTile(g.current!)!;
    const growing = places.filter((p) => g.board.occupiedFeatures(tile, p.x, p.y, quarterTurns(p.rotation)) !== 0);
    const merging = growing.filter((p) => joinsPlayers(g, tile, p));
    if (merging.length) places = merging;
    else if (growing.length) places = growing;
  }
  for (let tries = 0; tries < 4 && places.length; tries++) {
    const p = places[Math.floor(random() * places.length)]!;
    const moves = g.legalMovesAt(p);
    if (moves.length) return moves[Math.floor(random() * moves.length)];
  }
  const all = g.legalMoves();
  return all[Math.floor(random() * all.length)];
}

/** Whether a placement joins into one feature figures of two or more players (seen through the board's lookahead). */
function joinsPlayers(g: Game, tile: CompiledTile, p: Placement): boolean {
  const la = g.board.lookahead(tile, p.x, p.y, quarterTurns(p.rotation));
  for (let i = 0; i < tile.features.length; i++) {
    const figures = la.group(la.placed.nodeBase + i).figures;
    if (figures.length > 1 && figures.some((f) => f.player !== figures[0]!.player)) return true;
  }
  return false;
}

/** Plays random legal moves until `turns` have been played or the game is about to end. */
function playOn(g: Game, turns: number, random: () => number): void {
  while (g.turn < turns && !g.ended && g.pile.length > 0) {
    const m = randomMove(g, random);
    if (!m || isEngineError(g.apply(m))) return;
  }
}

/**
 * Candidate moves of this turn that complete a feature, most promising first, rated from the
 * board alone (no move is played): a completed feature with figures on it, figures of two or
 * more players on it, as many figures of the top two players (a tie), the move's own figure
 * joining it.
 */
function completingMoves(g: Game, random: () => number): { move: Move; rate: number }[] {
  const tile = getTile(g.current!)!;
  const rated: { move: Move; rate: number }[] = [];
  for (const p of g.placements()) {
    const q = quarterTurns(p.rotation);
    const done = g.board.completedBy(tile, p.x, p.y, q);
    if (!done.length) continue;
    for (const move of g.legalMovesAt(p)) {
      const fi = move.figure ? tile.locFeature[q]![locationCode(move.figure.at)]! : -1;
      let rate = random();
      for (const c of done) {
        const count = new Map<number, number>();
        for (const root of new Set(c.roots.map((r) => g.board.find(r))))
          for (const f of g.board.group(root).figures) count.set(f.player, (count.get(f.player) ?? 0) + 1);
        if (fi >= 0 && c.features.includes(fi)) count.set(g.player, (count.get(g.player) ?? 0) + 1);
        const n = [...count.values()].sort((a, b) => b - a);
        rate += 1 + (n.length ? 4 : 0) + (n.length > 1 ? 3 : 0) + (n.length > 1 && n[0] === n[1] ? 3 : 0);
      }
      rated.push({ move, rate });
    }
  }
  return rated.sort((a, b) => b.rate - a.rate);
}

/**
 * Least interest score of a question worth asking, when the search met one that high: below it
 * a lone follower's uncontested feature (score 1–2).
 */
const WORTH = 3;
/** Turns a move question searches after its random start (longer while no move has scored). */
const SEARCH_TURNS = 30;
/** Turns a move question waits for a contested completion before it takes any scoring one. */
const PATIENCE = 12;
/** Late positions a final question compares (each on a copy of the game). */
const FINAL_LOOKS = 6;

/** A question the search met: the turn (moves played before it), its move, events and interest. */
interface Candidate {
  turn: number;
  move?: Move;
  events: ScoreEvent[];
  traits: Trait[];
  score: number;
  topic: string;
}

/**
 * The candidate asked: of those worth asking ({@link WORTH}, or the best met when none is),
 * one drawn by topic with `aim` (src/trainer/topics.ts `pickByTopic`).
 */
function choose(candidates: Candidate[], aim: number): Candidate | undefined {
  const top = Math.max(0, ...candidates.map((c) => c.score));
  const worth = candidates.filter((c) => c.score > 0 && c.score >= Math.min(top, WORTH));
  const i = pickByTopic(
    worth.map((c) => ({ topic: c.topic, own: c.traits.includes('expansion'), score: c.score })),
    aim,
  );
  return worth[i];
}

/** The game `g` was created as, with its first `turns` moves played. */
function replay(g: Game, turns: number): Game {
  const game = Game.create(g.options) as Game;
  for (const m of g.history.slice(0, turns)) game.apply(m);
  return game;
}

/**
 * A seed names a play-out and a draw: play-out `seed % PLAYOUTS` (the game and every random
 * choice of the search), slot `⌊seed / PLAYOUTS⌋` (which of the topics met it asks). Seeds
 * below `PLAYOUTS` (the trainer's own links before the slots) keep a draw of their own.
 */
export const PLAYOUTS = 1_000_000;
/** Slots a fresh question tries in one play-out (see {@link freshQuestion}); its seeds stay below `SLOTS × PLAYOUTS`. */
export const SLOTS = 8;
/** Play-outs a fresh question tries before it keeps a topic that repeats. */
const FRESH_PLAYOUTS = 6;
/** Step of the draw from slot to slot (the golden ratio's fraction: slots spread evenly over [0, 1)). */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** What a search of one play-out met: the game as played on, and the questions it could ask. */
interface Search {
  g: Game;
  modules: string[];
  met: Candidate[];
  /** The play-out's own draw (slot 0's). */
  offset: number;
}

/** A problem when `spec` names no question this trainer can ask (see {@link generateQuestion}). */
function checkSpec(spec: QuestionSpec): QuestionProblem | undefined {
  const bad = checkExpansion(spec.expansion);
  if (bad) return bad;
  if (!QUESTION_KINDS.includes(spec.kind)) return { key: 'kind', params: { word: String(spec.kind) } };
  if (!Number.isInteger(spec.seed) || spec.seed < 0 || spec.seed > MAX_SEED)
    return { key: 'seed', params: { seed: String(spec.seed) } };
  return undefined;
}

/** Plays out the play-out of a seed (its rule set and kind checked) and gathers what it could ask. */
function search(spec: QuestionSpec): Search | undefined {
  const random = seededRandom((spec.seed % PLAYOUTS) ^ (spec.kind === 'move' ? 0x2545f491 : 0x5bd1e995));
  const offset = random();
  const modules = modulesOf(spec.expansion);
  const lim = seatLimits(modules);
  // a game that met nothing worth asking (rare) is followed by another from the same random numbers
  for (let attempt = 0; attempt < 4; attempt++) {
    const count = 2 + Math.floor(random() * (Math.min(4, lim.max) - 1));
    const players = lim.colours.slice(0, count);
    const g = Game.create({ players, modules, seed: Math.floor(random() * MAX_SEED) });
    if (isEngineError(g)) return undefined;
    const pileSize = g.pile.length + 1;
    const met = spec.kind === 'move' ? moveSearch(spec, g, pileSize, random) : finalSearch(spec, g, pileSize, random);
    if (met.length) return { g, modules, met, offset };
  }
  return undefined;
}

/** The question of slot `slot` of a search (undefined: nothing worth asking was met). */
function questionOf(spec: QuestionSpec, found: Search, slot: number): Question | undefined {
  const aim = (found.offset + slot * GOLDEN) % 1;
  const best = choose(found.met, aim);
  if (!best) return undefined;
  const game = replay(found.g, best.turn);
  const move = best.move;
  return {
    ...spec,
    modules: found.modules,
    players: [...game.players],
    game,
    ...(move ? { move, tile: game.current!, moveIndex: moveIndex(game, move) } : {}),
    events: best.events,
    expected: pointsOf(game.players, best.events),
    traits: best.traits,
    topic: best.topic,
  };
}

/**
 * The question named by `spec`: the seed's play-out, and of the questions met there one drawn
 * by topic (the seed's slot, see {@link PLAYOUTS}), so that questions of one rule set vary.
 * @returns the question, or a problem: `expansion` (no such module), `unknownTiles` (a module
 *   whose tiles are not all known), `kind`, `seed` (not an integer from 0 to {@link MAX_SEED}),
 *   `none` (no position with points was met; not seen with the rule sets the engine has)
 */
export function generateQuestion(spec: QuestionSpec): Question | QuestionProblem {
  const bad = checkSpec(spec);
  if (bad) return bad;
  const found = search(spec);
  return (found && questionOf(spec, found, Math.floor(spec.seed / PLAYOUTS))) ?? { key: 'none' };
}

/**
 * A new question of a rule set and kind that does not turn on the same rule as the one just
 * asked (readers were asked one rule set's buy-back four times in a row): a random play-out,
 * then its slots from a random one on until the question's `topic` differs from `avoid`; when
 * no slot of the play-out gives another topic, another play-out (at most
 * {@link FRESH_PLAYOUTS}, then the last question, as in a rule set whose questions of this
 * kind all turn on one rule). Its seed (below `SLOTS × PLAYOUTS`) names it, as any other.
 * @param avoid the topic of the question shown before (undefined: none)
 * @param draw random numbers in [0, 1) (`Math.random`, or a seeded generator in tests)
 * @returns the question, or a problem (see {@link generateQuestion})
 */
export function freshQuestion(
  spec: Omit<QuestionSpec, 'seed'>,
  avoid: string | undefined,
  draw: () => number,
): Question | QuestionProblem {
  let last: Question | QuestionProblem = { key: 'none' };
  for (let n = 0; n < FRESH_PLAYOUTS; n++) {
    const playout = Math.floor(draw() * PLAYOUTS);
    const first = Math.floor(draw() * SLOTS);
    const base = { ...spec, seed: first * PLAYOUTS + playout };
    const bad = checkSpec(base);
    if (bad) return bad;
    const found = search(base);
    if (!found) continue;
    for (let i = 0; i < SLOTS; i++) {
      const slot = (first + i) % SLOTS;
      const q = questionOf({ ...spec, seed: slot * PLAYOUTS + playout }, found, slot);
      if (!q) continue;
      if (q.topic !== avoid) return q;
      if (i === 0) last = q;
    }
  }
  return last;
}

/** A move question's search: from a random turn on, the scoring moves met within some turns. */
function moveSearch(spec: QuestionSpec, g: Game, pileSize: number, random: () => number): Candidate[] {
  playOn(g, Math.floor(pileSize * (0.08 + 0.55 * random())), random);
  const met: Candidate[] = [];
  for (let turn = 0; turn < SEARCH_TURNS || !met.length; turn++) {
    if (g.ended || g.pile.length === 0) break;
    // the most promising completing move is this turn's move when figures stand on what it
    // completes (then its events are the engine's answer), else a random move
    // (in the first turns only when figures of two or more players stand there, mostly)
    const top = completingMoves(g, random)[0];
    const take = !!top && (top.rate >= 8 || (top.rate >= 5 && (turn >= PATIENCE || random() < 0.3)));
    const move = take ? top.move : randomMove(g, random);
    if (!move) break;
    const at = g.history.length;
    const r = g.apply(move);
    if (isEngineError(r)) break;
    const { traits, score } = interest(r.events, spec.expansion);
    if (score > 0) met.push({ turn: at, move, events: r.events, traits, score, topic: topicOf(r.events) });
  }
  return met;
}

/** A final question's search: a few late positions and their final scoring (each on a copy of the game). */
function finalSearch(spec: QuestionSpec, g: Game, pileSize: number, random: () => number): Candidate[] {
  playOn(g, Math.floor(pileSize * (0.45 + 0.4 * random())), random);
  // the rule set's own tiles: a position asked about holds one (while the game has some to deal)
  const own = new Set((getModule(spec.expansion)?.tileSets ?? []).flatMap((s) => s.tiles.map((t) => t.id)));
  const showsOwn = () => !own.size || g.board.tiles.some((p) => own.has(p.tile.id));
  const met: Candidate[] = [];
  for (let look = 0; (look < FINAL_LOOKS || !met.length) && !g.ended && g.pile.length > 0; look++) {
    if (showsOwn()) {
      const events = g.copy().finish();
      const { traits, score } = interest(events, spec.expansion);
      if (score > 0) met.push({ turn: g.history.length, events, traits, score, topic: topicOf(events) });
    }
    playOn(g, g.turn + 3, random);
  }
  return met;
}
