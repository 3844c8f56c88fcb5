/**
 * Short Czech descriptions of tiles, for accessible names and tile-list notes.
 * Directions are named at the given rotation (board orientation).
 */
import type { DecoDef, KnownTileDef, Location, Side, TileDef } from '../engine/tiles/types.js';
import { rotateLoc } from './tile.js';

const SIDE_CS: Record<Side, string> = { N: 'sever', E: 'východ', S: 'jih', W: 'západ' };
const FROM_CS: Record<Side, string> = { N: 'ze severu', E: 'z východu', S: 'z jihu', W: 'ze západu' };
const END_CS: Record<string, string> = {
  city: 'končí v městské bráně',
  monastery: 'končí u kláštera',
  village: 'končí ve vesnici',
  junction: 'končí na křižovatce',
};
const SYMBOL_CS: Record<string, string> = {
  'second-meeple': 'druhý družiník',
  anywhere: 'družiník kamkoli',
  'extra-turn': 'tah navíc',
};
const DECO_CS: Record<string, string> = {
  garden: 'zahrada',
  farmhouse: 'statek',
  'water-tower': 'vodárenská věž',
  highwaymen: 'loupežníci',
  cowshed: 'kravín',
  pigsty: 'vepřín',
  'donkey-stable': 'oslí chlívek',
};

/** Czech name of a side (sever, východ, jih, západ). */
export function sideCs(s: Side): string {
  return SIDE_CS[s];
}

function sidesCs(at: readonly Location[], q: number): string {
  const order: Side[] = ['N', 'E', 'S', 'W'];
  const sides = at.filter((l): l is Side => (order as string[]).includes(l)).map((l) => rotateLoc(l, q) as Side);
  sides.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return sides.map((s) => SIDE_CS[s]).join(', ');
}

/**
 * One-sentence Czech description of a known tile's layout, e.g. "město: sever;
 * cesta: západ – východ". Fields are left out (they are what remains).
 * @param rotation degrees clockwise
 */
export function describeTileCs(def: KnownTileDef, rotation = 0): string {
  const q = (((Math.round(rotation / 90) % 4) + 4) % 4);
  const parts: string[] = [];
  for (const f of def.features) {
    if (f.kind === 'city') {
      let t = `město: ${sidesCs(f.at, q)}`;
      if (f.pennants) t += f.pennants === 1 ? ', s erbem' : `, ${f.pennants} erby`;
      if (f.attrs?.['cathedral']) t += ', s katedrálou';
      if (typeof f.attrs?.['bathhouse'] === 'number') t += `, lázeňský dům ${f.attrs['bathhouse']}`;
      if (f.attrs?.['bridge']) t += ', přes most';
      parts.push(t);
    } else if (f.kind === 'road') {
      const sides = f.at.filter((l) => l.length === 1 && l !== 'C') as Side[];
      let t: string;
      if (sides.length === 1 && f.end) t = `cesta ${FROM_CS[rotateLoc(sides[0]!, q) as Side]} ${END_CS[f.end] ?? ''}`.trim();
      else t = `cesta: ${sidesCs(f.at, q).replace(', ', ' – ')}`;
      if (f.attrs?.['inn']) t += ', u hostince';
      if (typeof f.attrs?.['bathhouse'] === 'number') t += `, lázeňský dům ${f.attrs['bathhouse']}`;
      if (f.attrs?.['bridge']) t += ', most';
      parts.push(t);
    } else if (f.kind === 'monastery') parts.push('klášter uprostřed');
  }
  if (!def.features.some((f) => f.kind === 'city' || f.kind === 'road')) parts.push('louka');
  const sym = def.attrs?.symbol;
  if (sym) parts.push(`symbol ${SYMBOL_CS[sym.kind] ?? sym.kind}${sym.probable ? ' (pravděpodobně)' : ''}, šipka na ${SIDE_CS[rotateLoc(sym.arrow, q) as Side]}`);
  return parts.join('; ');
}

/** Czech notes for a tile list entry (start copies, pennants, inns, symbols, pictures …). */
export function tileNotesCs(t: TileDef): string[] {
  const notes: string[] = [];
  if (t.start) notes.push(t.start === 1 ? 'z toho 1 startovní' : `z toho ${t.start} startovní`);
  if (t.known) {
    const f = t.features;
    const pennants = f.reduce((s, x) => s + (x.pennants ?? 0), 0);
    if (pennants) notes.push(pennants === 1 ? 'erb' : `${pennants} erby`);
    if (f.some((x) => x.kind === 'monastery')) notes.push('klášter');
    if (f.some((x) => x.attrs?.['inn'])) notes.push('hostinec');
    if (f.some((x) => x.attrs?.['cathedral'])) notes.push('katedrála');
    for (const x of f) if (typeof x.attrs?.['bathhouse'] === 'number') notes.push(`lázeňský dům (${x.attrs['bathhouse']})`);
    if (f.some((x) => x.attrs?.['bridge'])) notes.push('most');
    if (t.attrs?.['stubs']) notes.push('vesnice; krátké spojky k branám nejsou cesty');
    const sym = t.attrs?.symbol;
    if (sym) notes.push(`symbol: ${SYMBOL_CS[sym.kind] ?? sym.kind}${sym.probable ? ' (pravděpodobně)' : ''}, šipka na ${SIDE_CS[sym.arrow]}`);
    if (t.attrs?.['award'] === 'king') notes.push('ocenění za největší dokončené město');
    if (t.attrs?.['award'] === 'robber') notes.push('ocenění za nejdelší dokončenou cestu');
  }
  const deco = decoCs(t.deco ?? [], t.count);
  if (deco) notes.push(`obrázky: ${deco}`);
  return notes;
}

/** Decorations in Czech, e.g. "zahrada (1 kopie), statek". */
export function decoCs(deco: readonly DecoDef[], count: number): string {
  return deco
    .map((d) => {
      let s = DECO_CS[d.kind] ?? d.kind;
      if (d.n && d.n > 1) s = `${d.n}× ${s}`;
      if (d.copies !== undefined && d.copies < count) s += ` (${d.copies === 1 ? '1 kopie' : `${d.copies} kopie`})`;
      return s;
    })
    .join(', ');
}
