/**
 * The tile box of the analysis board: which tiles the chosen rule modules bring, how many
 * copies each set has, and how many are left once the board and the hand are counted.
 *
 * Sets come from the modules' `tileSets`, each tile followed by the variants the modules make of
 * it (`RuleModule.tileVariants`: a copy showing a garden, with its own count). The demo game is played with its own tiles only
 * (its module keeps only demo tiles in the pile), so with `demo` the box holds the demo set
 * alone. Illustrative stand-ins (`A20.example-…`, `DEMO.example-…`) are not tiles of any
 * set (count 0); worked examples use them where the real tile is not known, so the box
 * offers them without a copy limit and says what they are.
 */
import { getModule, getTile, tileDef, type Setup } from '../engine';

/** One kind of tile in the box. */
export interface BoxTile {
  id: string;
  set: string;
  /** The letter or number after the set (`D` of `BASE.D`). */
  letter: string;
  /** Copies in the set (start copies included); Infinity for an illustrative stand-in. */
  count: number;
  illustrative: boolean;
}

/** Set ids the modules bring, in module order. */
export function boxSets(modules: readonly string[]): string[] {
  // a game of its own (a standalone module) is played with its own tiles only
  const own = modules.find((id) => getModule(id)?.standalone);
  const ids = own ? [own] : modules;
  const out: string[] = [];
  for (const id of ids) for (const s of getModule(id)?.tileSets ?? []) if (!out.includes(s.id)) out.push(s.id);
  return out;
}

/** Whether a tile definition is a stand-in used by examples, not a tile of its set. */
export function isIllustrativeTile(id: string): boolean {
  const d = tileDef(id);
  return !!d && (!!d.attrs?.['illustrative'] || id.includes('.example-'));
}

/** Every tile that can lie on the board with these modules (known land tiles), set by set. */
export function boxTiles(modules: readonly string[]): BoxTile[] {
  const out: BoxTile[] = [];
  const sets = boxSets(modules);
  // the variants the modules make of the sets' tiles (a copy showing a garden), after each tile
  const own = modules.some((id) => getModule(id)?.standalone);
  const makers = !own ? modules.map((m) => getModule(m)).filter((m) => !!m?.tileVariants && !m.standalone) : [];
  for (const setId of sets) {
    const set = modules.flatMap((m) => getModule(m)?.tileSets ?? []).find((s) => s.id === setId);
    for (const d of set?.tiles ?? []) {
      if (!getTile(d.id)) continue;
      const illustrative = isIllustrativeTile(d.id);
      out.push({
        id: d.id,
        set: setId,
        letter: d.id.slice(setId.length + 1),
        count: illustrative ? Infinity : d.count,
        illustrative,
      });
      if (!d.known || illustrative) continue;
      for (const m of makers)
        for (const v of m!.tileVariants!(d))
          if (getTile(v.id))
            out.push({
              id: v.id,
              set: setId,
              letter: v.id.slice(setId.length + 1),
              count: v.count,
              illustrative: false,
            });
    }
  }
  return out;
}

/** Copies of each tile id on the board and in hand. */
export function copiesUsed(d: Setup): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of d.tiles) m.set(t.tile, (m.get(t.tile) ?? 0) + 1);
  if (d.current) m.set(d.current, (m.get(d.current) ?? 0) + 1);
  return m;
}

/** Copies of `id` still in the box (Infinity for stand-ins, 0 for a tile the modules do not bring). */
export function copiesLeft(d: Setup, id: string): number {
  const t = boxTiles(d.modules).find((b) => b.id === id);
  if (!t) return 0;
  return t.count - (copiesUsed(d).get(id) ?? 0);
}

/** Tiles the position holds more copies of than the sets have, or that the modules do not bring. */
export function overCounts(d: Setup): { id: string; used: number; count: number }[] {
  const box = new Map(boxTiles(d.modules).map((b) => [b.id, b.count]));
  const out: { id: string; used: number; count: number }[] = [];
  for (const [id, used] of copiesUsed(d)) {
    const count = box.get(id) ?? 0;
    if (used > count) out.push({ id, used, count });
  }
  return out;
}
