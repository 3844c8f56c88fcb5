/**
 * Every worked example's static figure (the SVG `<BoardFigure>` renders from
 * `exampleFigure`, as Example.astro does) shows every figure of its position: the
 * board's figures, the move's figure, the figures the move's module actions place
 * (written in the file as a `meeple: { on, at, kind }` inside the play) and the
 * figures resting off the features at the start (bathhouse visitors), each with its
 * player and kind, lying down on a field, and drawn wholly inside one tile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import '../../src/engine/modules/art';
import { boardSvg } from '../../src/art/svg';
import { exampleFigure } from '../../src/site/example-figure';
import { getTile, locationCode, quarterTurns } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { startScenario } from '../../src/engine/scenario.js';

const ROOT = join(__dirname, '../../content/examples');
const files = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(ROOT, d.name, f)),
  )
  .sort();

interface RawFigure {
  player: string;
  kind?: string;
  at: string;
}
interface RawTile {
  tile: string;
  at: [number, number];
  rotation?: number;
  meeples?: RawFigure[];
}

/** `meeple: { on, at, kind }` objects anywhere inside a play (module actions), apart from the play's own `meeple`. */
function actionFigures(v: unknown, top = true): { on: [number, number]; at: string; kind?: string }[] {
  if (!v || typeof v !== 'object') return [];
  const out: { on: [number, number]; at: string; kind?: string }[] = [];
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (k === 'extra') continue; // a follow-up play is a later turn, not shown in the figure
    if (k === 'meeple' && x && typeof x === 'object' && 'on' in x) out.push(x as never);
    else if (!(top && k === 'meeple')) out.push(...actionFigures(x, false));
  }
  return out;
}

/** The figure kind the picture must show: a figure on a field lies down (`farmer`, `large-farmer`); elsewhere its own kind. */
function shownKind(t: RawTile, at: string, kind: string | undefined): string {
  const tile = getTile(t.tile)!;
  const fi = tile.locFeature[quarterTurns((t.rotation ?? 0) as 0)]![locationCode(at as 'N')]!;
  const field = tile.features[fi]!.kind === 'field';
  // on a field a figure is drawn as its kind's farmer (a large follower lying, the pig as it is)
  const k = kind ?? 'normal';
  if (!field) return k;
  return k === 'normal' ? 'farmer' : `${k}-farmer`;
}

/** Player, kind and bounding box (SVG units) of every figure group in a board SVG. */
function figuresIn(svg: string): { player: string; kind: string; box: [number, number, number, number] }[] {
  const out: { player: string; kind: string; box: [number, number, number, number] }[] = [];
  const re = /<g data-figure-player="([a-z]+)" data-figure-kind="([a-z-]+)">(.*?)<\/g>/g;
  for (const m of svg.matchAll(re)) {
    const nums: number[] = [];
    for (const d of m[3]!.matchAll(/d="([^"]+)"/g))
      for (const n of d[1]!.matchAll(/-?\d+(?:\.\d+)?/g)) nums.push(Number(n[0]));
    for (const c of m[3]!.matchAll(/cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)) {
      const [x, y, r] = [Number(c[1]), Number(c[2]), Number(c[3])];
      nums.push(x - r, y - r, x + r, y + r);
    }
    const xs = nums.filter((_, i) => i % 2 === 0);
    const ys = nums.filter((_, i) => i % 2 === 1);
    out.push({ player: m[1]!, kind: m[2]!, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] });
  }
  return out;
}

const key = (f: { player: string; kind: string }) => `${f.player} ${f.kind}`;

describe('static figures of the worked examples', () => {
  it('finds the example files', () => {
    expect(files.length).toBeGreaterThan(30);
  });
  for (const file of files) {
    const name = file.slice(ROOT.length + 1);
    it(`${name}: shows every figure of its position, with player and kind, inside a tile`, () => {
      const text = readFileSync(file, 'utf8');
      const loaded = loadScenario(text, name);
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
      const raw = parse(text) as { board: RawTile[]; play?: RawTile & { player: string; meeple?: RawFigure } };
      // what the file and the engine say is there
      const want: string[] = [];
      const cells = new Map<string, RawTile>();
      for (const t of raw.board) {
        cells.set(String(t.at), t);
        for (const m of t.meeples ?? []) want.push(key({ player: m.player, kind: shownKind(t, m.at, m.kind) }));
      }
      const play = raw.play;
      if (play) {
        cells.set(String(play.at), play);
        if (play.meeple)
          want.push(key({ player: play.player, kind: shownKind(play, play.meeple.at, play.meeple.kind) }));
        for (const f of actionFigures(play)) {
          const t = cells.get(String(f.on));
          expect(t, `${name}: the move's figure goes to [${f.on}] where a tile lies`).toBeDefined();
          want.push(key({ player: play.player, kind: shownKind(t!, f.at, f.kind) }));
        }
      }
      const start = startScenario(loaded.scenario);
      for (const f of start.game.parkedFigures()) want.push(`${start.game.players[f.player]} parked`);

      const pos = exampleFigure(loaded.scenario);
      const pad = 8;
      const svg = boardSvg(pos, { label: name, pad });
      const got = figuresIn(svg);
      expect(got.map(key).sort(), `${name}: figures in the SVG`).toEqual(want.sort());

      // each figure lies wholly inside one tile of the picture
      const all = [...pos.tiles, ...(pos.move ? [pos.move] : [])];
      const x0 = Math.min(...all.map((t) => t.at[0]));
      const y0 = Math.min(...all.map((t) => t.at[1]));
      for (const f of got) {
        const [bx0, by0, bx1, by1] = f.box;
        const tx = Math.floor((bx0 - pad) / 100);
        const ty = Math.floor((by0 - pad) / 100);
        const inTile = all.some((t) => t.at[0] - x0 === tx && t.at[1] - y0 === ty);
        expect(inTile, `${name}: ${key(f)} at [${f.box.map(Math.round)}] starts on a tile`).toBe(true);
        expect(bx1 - pad, `${name}: ${key(f)} ends inside its tile (x)`).toBeLessThanOrEqual((tx + 1) * 100 + 0.5);
        expect(by1 - pad, `${name}: ${key(f)} ends inside its tile (y)`).toBeLessThanOrEqual((ty + 1) * 100 + 0.5);
        expect(bx0 - pad, `${name}: ${key(f)} starts inside its tile (x)`).toBeGreaterThanOrEqual(tx * 100 - 0.5);
      }
    });
  }
});

// A follower resting in a bathhouse covers the bathhouse's value badge on its tile; the figure
// draws the badge again beside it, as the live board does (the value is part of the question).
describe('a follower resting in a bathhouse', () => {
  const dir = 'content/examples/lazne';
  const names = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  it('shows the bathhouse value beside it in every example figure', () => {
    let seen = 0;
    for (const name of names) {
      const loaded = loadScenario(readFileSync(join(dir, name), 'utf8'), name);
      if (!loaded.ok) throw new Error(`${name}: ${JSON.stringify(loaded.problems)}`);
      const pos = exampleFigure(loaded.scenario);
      for (const f of pos.parked ?? []) {
        if (f.place !== 'bathhouse') continue;
        const svg = boardSvg({ tiles: pos.tiles, parked: [f] }, { label: name });
        const group = svg.match(/<g[^>]*data-figure-kind="parked"[^>]*>([\s\S]*?)<\/g>/)?.[1] ?? '';
        expect(group, `${name}: the value inside the resting figure's group`).toMatch(/<text[^>]*>[345]<\/text>/);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(2);
  });
});
