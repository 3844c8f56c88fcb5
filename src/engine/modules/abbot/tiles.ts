/**
 * The garden copies of `abbot` (reference tiles-river-abbot-traders.md §2 "Gardens"): every
 * tile of every set whose pictures show a garden (`deco` of kind `garden`) gets a variant,
 * `<tile id>-garden` (`BASE.E-garden`), for the copies that show it. The variant is the tile
 * with one feature more: the garden, a feature of kind `monastery` at `C` carrying the
 * attribute `abbotGarden: true`, so that the board completes and scores it exactly as a
 * monastery (base rules; Abbot rule 2) while this module keeps every figure but the abbot
 * off it. The printed tile itself keeps its id and its garden stays a picture: without this
 * module no game holds a garden copy.
 */
import type { KnownTileDef } from '../../tile-types.js';

/** The feature attribute that marks a garden (on a `monastery`-kind feature at `C`). */
export const GARDEN_ATTR = 'abbotGarden';

/** The picture (`DecoDef.kind`) of a garden in the tile data of every set. */
export const GARDEN_DECO = 'garden';

/** The id suffix of a garden copy: `BASE.E` → `BASE.E-garden`. */
export const GARDEN_SUFFIX = '-garden';

/** The id of the garden copy of tile `id` (whether or not the tile has one). */
export function gardenId(id: string): string {
  return id + GARDEN_SUFFIX;
}

/**
 * The garden copy of a tile whose pictures show a garden, or none ({@link RuleModule.tileVariants}).
 * Its `count` is the copies that show the garden (the deco's `copies`, else every copy, start
 * copies excluded); its features are the tile's, then the garden at `C`. Where another
 * feature of the tile is named by `C` (IC.H's inner field), `C` names the garden on this copy
 * and that feature loses the name: with no other location it can hold no figure (it still
 * scores as a field).
 * @param def a known tile of any set
 * @returns `[]` or one variant, `variantOf` naming `def`
 */
export function gardenVariants(def: KnownTileDef): readonly KnownTileDef[] {
  const garden = def.deco?.find((d) => d.kind === GARDEN_DECO);
  if (!garden || def.landTile === false) return [];
  if (def.features.some((f) => f.kind === 'monastery')) return []; // no tile has both (reference §0)
  const count = Math.min(garden.copies ?? def.count, def.count - (def.start ?? 0));
  if (count <= 0) return [];
  const deco = def.deco!.filter((d) => d !== garden);
  // every other fact of the tile carries over as it is (attributes, and whatever a set adds)
  const variant: KnownTileDef = {
    ...def,
    id: gardenId(def.id),
    count,
    // `C` names the garden; a field the tile names by `C` (IC.H's inner field) keeps its other names
    features: [
      ...def.features.map((f) => (f.at.includes('C') ? { ...f, at: f.at.filter((l) => l !== 'C') } : f)),
      { kind: 'monastery', at: ['C'], attrs: { [GARDEN_ATTR]: true } },
    ],
    variantOf: def.id,
  };
  delete variant.start; // a garden copy is never a start tile
  delete variant.note;
  if (deco.length) variant.deco = deco;
  else delete variant.deco;
  return [variant];
}

/** Whether a tile's feature data is a garden (a `monastery`-kind feature with the attribute). */
export function isGarden(def: { kind: string; attrs?: Readonly<Record<string, unknown>> }): boolean {
  return def.kind === 'monastery' && def.attrs?.[GARDEN_ATTR] === true;
}
