/**
 * Short descriptions of tiles in the reader's language, for accessible names, the text
 * list of a sandbox position and tile-list notes. Every word comes from the i18next
 * locales (keys under `tile.*`, and each module's own keys for its attributes);
 * directions are named at the given rotation (board orientation).
 */
import type { TFunction } from 'i18next';
import type { DecoDef, FeatureDef, KnownTileDef, Location, Side, TileDef } from '../engine/core.js';
import {
  FEATURE_ATTRS,
  LINE_ARTS,
  TILE_ATTRS,
  type AttrEntry,
  type AttrWording,
  type FeatureAttrArt,
  type TileAttrArt,
} from './registry.js';
import { rotateLoc } from './tile.js';

const ORDER: Side[] = ['N', 'E', 'S', 'W'];

function sides(at: readonly Location[], q: number, t: TFunction, joiner: string): string {
  const list = at.filter((l): l is Side => (ORDER as string[]).includes(l)).map((l) => rotateLoc(l, q) as Side);
  list.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return list.map((s) => t(`tile.side.${s}`)).join(joiner);
}

/** What a rule module's attribute says about a feature or a tile, worded by its module. */
function attrWords(
  entry: AttrEntry<FeatureAttrArt | TileAttrArt>,
  value: unknown,
  what: 'text' | 'note',
  t: TFunction,
  q: number,
  context?: string,
): string {
  const hook = entry.art[what];
  const c: AttrWording = { t: t as unknown as AttrWording['t'], turn: (l) => rotateLoc(l, q) };
  if (hook) return hook(value, c);
  const ctx = context ?? (typeof value === 'string' ? value : undefined);
  return t(`${entry.module}:${what === 'text' ? 'tile' : 'note'}.${entry.attr}`, {
    value,
    ...(ctx ? { context: ctx } : {}),
    defaultValue: '',
  });
}

/** Words for the module attributes a feature carries, in module order. */
function featureAttrs(f: FeatureDef, t: TFunction, q: number): string[] {
  const out: string[] = [];
  for (const a of FEATURE_ATTRS) {
    const v = f.attrs?.[a.attr];
    if (!v) continue;
    const s = attrWords(a, v, 'text', t, q, f.kind);
    if (s) out.push(s);
  }
  return out;
}

/**
 * Whether a feature marked `bridge` runs over the bridge or under it: of the features of
 * one kind marked so on a tile, the first listed runs over the others (the drawing's rule,
 * tile-roads.ts and tile-cities.ts); a lone one (a road over the river) runs over.
 * Undefined for a feature without a bridge.
 */
export function bridgeLevel(def: KnownTileDef, f: FeatureDef): 'over' | 'under' | undefined {
  if (!f.attrs?.['bridge']) return undefined;
  const first = def.features.find((x) => x.kind === f.kind && x.attrs?.['bridge']);
  return first === f ? 'over' : 'under';
}

/** "přes most" or "pod mostem" for a feature on a bridge ({@link bridgeLevel}); [] for one without. */
function bridgeWords(def: KnownTileDef, f: FeatureDef, t: TFunction): string[] {
  const level = bridgeLevel(def, f);
  return level ? [t(level === 'over' ? 'tile.overBridge' : 'tile.underBridge')] : [];
}

/**
 * What a feature carries besides pennants, in words: the modules' attributes (an inn by
 * a road, a cathedral, a bathhouse and its value), worded by their modules, then whether
 * it runs over a bridge or under it.
 * @param f feature data (rotation 0)
 * @param def the tile the feature lies on (which of two crossing features runs over)
 * @param t translation function of the reader's language
 * @param rotation degrees clockwise, for attributes that name a side (default 0)
 */
export function featureExtras(f: FeatureDef, def: KnownTileDef, t: TFunction, rotation = 0): string[] {
  const q = ((Math.round(rotation / 90) % 4) + 4) % 4;
  return [...featureAttrs(f, t, q), ...bridgeWords(def, f, t)];
}

/**
 * One-sentence description of a known tile's layout, e.g. "město: sever; cesta: západ –
 * východ". Fields are left out (they are what remains) unless the tile has nothing else.
 * A rule module's attributes (an inn by a road, a symbol on the tile) are worded by their
 * module (see `FeatureAttrArt.text` in registry.ts).
 * @param def tile definition (features at rotation 0)
 * @param rotation degrees clockwise
 * @param t translation function of the reader's language
 */
export function describeTile(def: KnownTileDef, rotation: number, t: TFunction): string {
  const q = ((Math.round(rotation / 90) % 4) + 4) % 4;
  const parts: string[] = [];
  for (const f of def.features) {
    const extra: string[] = [];
    if (f.kind === 'city') {
      if (f.pennants) extra.push(t('tile.withPennant', { count: f.pennants }));
      extra.push(...featureAttrs(f, t, q));
      extra.push(...bridgeWords(def, f, t));
      parts.push([t('tile.city', { sides: sides(f.at, q, t, ', ') }), ...extra].join(', '));
    } else if (f.kind === 'road') {
      const ends = f.at.filter((l) => l.length === 1 && l !== 'C') as Side[];
      const head =
        ends.length === 1 && f.end
          ? t('tile.roadEnds', { from: t(`tile.from.${rotateLoc(ends[0]!, q)}`), end: t(`tile.end.${f.end}`) })
          : t('tile.road', { sides: sides(f.at, q, t, ' – ') });
      extra.push(...featureAttrs(f, t, q));
      extra.push(...bridgeWords(def, f, t));
      parts.push([head, ...extra].join(', '));
    } else if (f.kind === 'monastery') {
      // a module's own site (a garden) is worded by its module instead of "monastery"
      const own = featureAttrs(f, t, q);
      parts.push(own.length ? own.join(', ') : t('tile.monastery'));
    } else if (f.kind === 'line')
      parts.push(
        [t('tile.line', { name: lineName(f, t), sides: sides(f.at, q, t, ' – ') }), ...featureAttrs(f, t, q)].join(
          ', ',
        ),
      );
  }
  if (!def.features.some((f) => f.kind === 'city' || f.kind === 'road')) parts.push(t('tile.field'));
  for (const a of TILE_ATTRS) {
    const v = def.attrs?.[a.attr];
    if (!v) continue;
    const s = attrWords(a, v, 'text', t, q);
    if (s) parts.push(s);
  }
  return parts.join('; ');
}

/**
 * A line's name in the reader's language ("řeka"): the key `line.<edge letter>` of the
 * module that draws lines of its letter; the letter itself when no module does.
 */
export function lineName(f: FeatureDef, t: TFunction): string {
  const edge = f.edge ?? '';
  const art = LINE_ARTS.get(edge);
  return art ? t(`${art.module}:line.${edge}`) : edge;
}

/**
 * Notes for a tile-list entry: start copies, pennants, monastery, what the modules'
 * feature attributes add (once per distinct value), bridge, stubs, what the tile's own
 * module attributes say (a symbol, an award), pictures.
 * @param def any tile definition (known or not)
 * @param t translation function of the reader's language
 */
export function tileNotes(def: TileDef, t: TFunction): string[] {
  const notes: string[] = [];
  if (def.start) notes.push(t('tile.note.start', { count: def.start }));
  if (def.known) {
    const f = def.features;
    const pennants = f.reduce((s, x) => s + (x.pennants ?? 0), 0);
    if (pennants) notes.push(t('tile.note.pennants', { count: pennants }));
    if (f.some((x) => x.kind === 'monastery' && !FEATURE_ATTRS.some((a) => a.art.monastery && x.attrs?.[a.attr])))
      notes.push(t('tile.note.monastery'));
    for (const a of FEATURE_ATTRS) {
      const seen = new Set<string>();
      for (const x of f) {
        const v = x.attrs?.[a.attr];
        if (!v || seen.has(JSON.stringify(v))) continue;
        seen.add(JSON.stringify(v));
        const s = attrWords(a, v, 'note', t, 0);
        if (s) notes.push(s);
      }
    }
    if (f.some((x) => x.attrs?.['bridge'])) notes.push(t('tile.note.bridge'));
    if (def.attrs?.['stubs']) notes.push(t('tile.note.stubs'));
    for (const a of TILE_ATTRS) {
      const v = def.attrs?.[a.attr];
      if (!v) continue;
      const s = attrWords(a, v, 'note', t, 0);
      if (s) notes.push(s);
    }
  }
  const deco = decoText(def.deco ?? [], def.count, t);
  if (deco) notes.push(t('tile.note.pictures', { list: deco }));
  return notes;
}

/**
 * The label on the card of a tile that is not a land tile (drawn without art): what its
 * module calls it (key `<module>:card.<attribute>` of its tile attributes, context: the
 * value when it is a string), else "zvláštní kartička".
 */
export function specialTileLabel(def: TileDef, t: TFunction): string {
  for (const a of TILE_ATTRS) {
    const v = def.attrs?.[a.attr];
    if (!v) continue;
    const s = t(`${a.module}:card.${a.attr}`, { ...(typeof v === 'string' ? { context: v } : {}), defaultValue: '' });
    if (s) return s;
  }
  return t('tile.special');
}

/**
 * What players call a tile that is not a land tile ("kartička krále", "the King card"):
 * the key `<module>:cardName.<attribute>` of its tile attributes (context: the value when it
 * is a string); '' when no module names it.
 */
export function cardName(def: TileDef, t: TFunction): string {
  for (const a of TILE_ATTRS) {
    const v = def.attrs?.[a.attr];
    if (!v) continue;
    const s = t(`${a.module}:cardName.${a.attr}`, {
      ...(typeof v === 'string' ? { context: v } : {}),
      defaultValue: '',
    });
    if (s) return s;
  }
  return '';
}

/**
 * Decorations (pictures without a rule), e.g. "zahrada (1 kopie), statek".
 * @param count copies of the tile; a picture on fewer copies says on how many
 */
export function decoText(deco: readonly DecoDef[], count: number, t: TFunction): string {
  return deco
    .map((d) => {
      let s = t(`tile.deco.${d.kind}`, { defaultValue: d.kind });
      if (d.n && d.n > 1) s = `${d.n}× ${s}`;
      if (d.copies !== undefined && d.copies < count) s += ` (${t('tile.note.copies', { count: d.copies })})`;
      return s;
    })
    .join(', ');
}
