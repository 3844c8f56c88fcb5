/**
 * Words engine errors for developers (the CLI, scenario problems): {@link describeError}, with
 * values from a file quoted at most {@link QUOTE_MAX} characters long ({@link clip}).
 */
import type { EngineError } from './errors.js';
import { describeStateError } from './module-state.js';
import { clip } from './clip.js';
import { useErrorWords } from './error-words.js';

export { QUOTE_MAX, clip } from './clip.js';

/** Developer-facing wording of an engine error (CLI output); values from the file are clipped ({@link clip}). */
export function describeError(e: EngineError): string {
  const raw = e.params ?? {};
  const p: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(raw)) p[k] = typeof v === 'string' && k !== 'message' ? clip(v) : v;
  switch (e.code) {
    case 'tile.unknown':
      return `unknown tile ${p.id ?? ''}`.trim();
    case 'tile.notLand':
      return `${p.id} is not a land tile`;
    case 'tile.set':
      return `tile ${p.id} is in no tile set of these rules`;
    case 'tile.copies':
      return `more copies of ${p.id} than the tile sets of these rules hold (${p.copies})`;
    case 'cell.occupied':
      return `a tile already lies at [${p.x}, ${p.y}]`;
    case 'rotation.invalid':
      return `rotation must be 0, 90, 180 or 270`;
    case 'edges.mismatch':
      return p.message ? String(p.message) : `edge ${p.side ?? ''} does not match its neighbour`;
    case 'placement.noNeighbour':
      return 'the tile touches no tile on the board';
    case 'placement.illegal':
      return p.message ? String(p.message) : 'the play is not a legal placement';
    case 'location.missing':
      return `tile ${p.tile} has no feature at ${p.at}`;
    case 'figure.kind':
      return `unknown figure kind ${p.kind}`;
    case 'figure.forbidden':
      if (p.message) return String(p.message);
      return `a ${p.kind} figure may not stand ${p.feature ? `on a ${p.feature}` : 'there'}`;
    case 'figure.occupied':
      return `the feature at ${p.at} is already occupied`;
    case 'figure.supply':
      return `the player has no ${p.kind} figure left`;
    case 'player.unknown':
      if (p.reason === 'repeated') return `colour ${p.colour} is listed twice`;
      if (p.reason === 'colour') return `colour ${p.colour} is not available with these rules`;
      if (p.colour) return `player ${p.colour} is not playing`;
      if (typeof p.count === 'number' && typeof p.max === 'number' && p.count > p.max)
        return `${p.count} players; these rules allow at most ${p.max}`;
      if (typeof p.count === 'number' && typeof p.min === 'number')
        return `${p.count} players; these rules need at least ${p.min}`;
      return 'wrong number of players';
    case 'game.over':
      return 'the game is over';
    case 'module.unknown':
      if (p.startsWith) return `${p.id} and ${p.startsWith} each start on a tile of their own: play them apart`;
      if (p.requiredBy) return `${p.requiredBy} needs the rule module ${p.id}`;
      return `unknown rule module ${p.id}`;
    case 'module.action':
      return p.message ? String(p.message) : 'the module refused the action';
    case 'state.invalid':
      return describeStateError(p);
    case 'schema':
      return String(p.message ?? 'invalid');
    case 'notation.invalid':
      return 'invalid notation';
  }
}

// scenario problems use this wording wherever this file is loaded (error-words.ts)
useErrorWords(describeError);
