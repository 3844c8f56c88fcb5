/**
 * Short descriptions of tiles in the reader's language, for accessible names, the text
 * list of a sandbox position and tile-list notes. Every word comes from the i18next
 * locales (keys under `tile.*`); directions are named at the given rotation (board
 * orientation).
 */
import type { TFunction } from 'i18next';
import type { DecoDef, KnownTileDef, Location, Side, TileDef } from '../engine/tile-types.js';
import { rotateLoc } from './tile.js';

const ORDER: Side[] = ['N', 'E', 'S', 'W'];

function sides(at: readonly Location[], q: number, t: TFunction, joiner: string): string {
  const list = at.filter((l): l is Side => (ORDER as string[]).includes(l)).map((l) => rotateLoc(l, q) as Side);
  list.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return list.map((s) => t(`tile.side.${s}`)).join(joiner);
}

function symbolText(kind: string, probable: boolean | undefined, side: Side, t: TFunction, key: string): string {
  return t(key, {
    kind: t(`tile.symbolKind.${kind}`, { defaultValue: kind }),
    probable: probable ? t('tile.probable') : '',
    side: t(`tile.side.${side}`),
  });
}

/**
 * One-sentence description of a known tile's layout, e.g. "město: sever; cesta: západ –
 * východ". Fields are left out (they are what remains) unless the tile has nothing else.
 * @param def tile definition (features at rotation 0)
 * @param rotation degrees clockwise
 * @param t translation function of the reader's language
 */
export function describeTile(def: KnownTileDef, rotation: number, t: TFunction): string {
  const q = (((Math.round(rotation / 90) % 4) + 4) % 4);
  const parts: string[] = [];
  for (const f of def.features) {
    const extra: string[] = [];
    if (f.kind === 'city') {
      if (f.pennants) extra.push(t('tile.withPennant', { count: f.pennants }));
      if (f.attrs?.['cathedral']) extra.push(t('tile.withCathedral'));
      if (typeof f.attrs?.['bathhouse'] === 'number') extra.push(t('tile.bathhouse', { value: f.attrs['bathhouse'] }));
      if (f.attrs?.['bridge']) extra.push(t('tile.overBridge'));
      parts.push([t('tile.city', { sides: sides(f.at, q, t, ', ') }), ...extra].join(', '));
    } else if (f.kind === 'road') {
      const ends = f.at.filter((l) => l.length === 1 && l !== 'C') as Side[];
      const head = ends.length === 1 && f.end
        ? t('tile.roadEnds', { from: t(`tile.from.${rotateLoc(ends[0]!, q)}`), end: t(`tile.end.${f.end}`) })
        : t('tile.road', { sides: sides(f.at, q, t, ' – ') });
      if (f.attrs?.['inn']) extra.push(t('tile.atInn'));
      if (typeof f.attrs?.['bathhouse'] === 'number') extra.push(t('tile.bathhouse', { value: f.attrs['bathhouse'] }));
      if (f.attrs?.['bridge']) extra.push(t('tile.bridge'));
      parts.push([head, ...extra].join(', '));
    } else if (f.kind === 'monastery') parts.push(t('tile.monastery'));
  }
  if (!def.features.some((f) => f.kind === 'city' || f.kind === 'road')) parts.push(t('tile.field'));
  const sym = def.attrs?.symbol;
  if (sym) parts.push(symbolText(sym.kind, sym.probable, rotateLoc(sym.arrow, q) as Side, t, 'tile.symbol'));
  return parts.join('; ');
}

/**
 * Notes for a tile-list entry: start copies, pennants, monastery, inn, cathedral,
 * bathhouse value, bridge, anniversary symbol, award, pictures.
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
    if (f.some((x) => x.kind === 'monastery')) notes.push(t('tile.note.monastery'));
    if (f.some((x) => x.attrs?.['inn'])) notes.push(t('tile.note.inn'));
    if (f.some((x) => x.attrs?.['cathedral'])) notes.push(t('tile.note.cathedral'));
    for (const x of f) if (typeof x.attrs?.['bathhouse'] === 'number') notes.push(t('tile.note.bathhouse', { value: x.attrs['bathhouse'] }));
    if (f.some((x) => x.attrs?.['bridge'])) notes.push(t('tile.note.bridge'));
    if (def.attrs?.['stubs']) notes.push(t('tile.note.stubs'));
    const sym = def.attrs?.symbol;
    if (sym) notes.push(symbolText(sym.kind, sym.probable, sym.arrow, t, 'tile.note.symbol'));
    if (def.attrs?.['award'] === 'king') notes.push(t('tile.note.awardKing'));
    if (def.attrs?.['award'] === 'robber') notes.push(t('tile.note.awardRobber'));
  }
  const deco = decoText(def.deco ?? [], def.count, t);
  if (deco) notes.push(t('tile.note.pictures', { list: deco }));
  return notes;
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
