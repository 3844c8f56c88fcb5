/**
 * Why a board refuses the tile in hand on a cell, in both languages, as free play and the
 * analysis board say it: which side meets which, what lies along each, the place in words.
 */
import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/index';
import { Game, isEngineError } from '../../src/engine/game';
import { getT } from '../../src/i18n';
import { refusalText, whyNot, whyNotPlay } from '../../src/board/turn/refusal';

/** A two-player base game: BASE.D at [0, 0] (city north, road west–east, field south). */
function start(): Game {
  const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 1 });
  if (isEngineError(g)) throw new Error(g.code);
  return g;
}

describe('refusals in words', () => {
  it('a city cap west of the start tile: its field meets the start tile’s road', () => {
    const g = start();
    const why = whyNotPlay(g, 'BASE.E', -1, 0, 0)!;
    expect(why.key).toBe('mismatch');
    expect(refusalText(why, getT('cs'), g.board)).toBe(
      'Kartička E neotočená sem (hned západně od kartičky D) nepasuje: její východní strana (louka) by přiléhala k západní straně sousední kartičky D (cesta). Na toto pole se nehodí v žádném otočení.',
    );
    expect(refusalText(why, getT('en'), g.board)).toContain(
      'its east side (field) would meet the west side of the neighbouring tile D (road)',
    );
  });

  it('a tile that fits turned says so; a taken cell and a cell far off say what they are', () => {
    const g = start();
    const turn = whyNot(g, 'BASE.E', 0, -1, 0)!;
    expect(turn.key).toBe('mismatchTurn');
    expect(refusalText(turn, getT('cs'), g.board)).toContain('Otočte ji');
    expect(refusalText(whyNot(g, 'BASE.E', 0, 0, 0)!, getT('cs'), g.board)).toContain('už leží kartička D');
    expect(refusalText(whyNot(g, 'BASE.E', 4, 4, 0)!, getT('cs'), g.board)).toContain('nesousedí s žádnou kartičkou');
    expect(whyNotPlay(g, 'BASE.E', 0, -1, 180)).toBeUndefined();
  });
});
