/**
 * `npm run bench -- --links`: how long a shared position's link is and how large its picture
 * (issue 20). Plays one two-player base game between the advanced computer players (seed 7)
 * and takes the positions after 10 and 61 tiles and the finished game (72 tiles): per position
 * the notation's length in characters (`?pozice=`: version 2, and the packed version 3 that
 * the analysis board's and free play's links carry), the whole analysis link with the site's address, the number of figures on the board, and the picture the analysis board
 * makes of it (src/board/position/picture.ts: board drawing in px at scale 1, PNG size).
 */
import { chooseMove, notationOf, packNotation, positionOf, type Game, setupOfGame } from '../src/engine/index.js';
import { playIndex, replay } from '../src/play/record.js';
import { boardPicture, pictureLayout } from '../src/board/position/picture.js';

const SITE = 'https://hratelna-pravidla.cz/cs/rozbor/?pozice=';

function line(label: string, g: Game): string {
  const n = notationOf(g);
  const packed = packNotation(positionOf(g));
  const d = setupOfGame(g);
  const figures = d.tiles.reduce((a, t) => a + t.figures.length, 0);
  const pic = boardPicture(d);
  // the parts the analysis board's picture has (files.ts): title, the scores' heading, the scores, the turn, the footer
  const png = pictureLayout(
    pic,
    { caption: ['title', 'scores heading', 'scores'], turn: 'turn', hand: d.current, footer: 'site · host' },
    !!d.current,
  ).pixels;
  return (
    `${label}: ${d.tiles.length} tiles, ${figures} figures; notation v2 ${n.length} chars, packed v3 ${packed.length} chars, ` +
    `link (v3, as shared) ${SITE.length + packed.length} chars; ` +
    `picture: board ${pic.width} × ${pic.height} px, PNG ${png.width} × ${png.height} px`
  );
}

/** The two-player base game of the advanced computer players with seed 7, before its first move. */
export function advancedBaseGame(): Game {
  const r = replay({
    modules: ['base'],
    seats: [
      { colour: 'red', kind: 'advanced', name: '' },
      { colour: 'blue', kind: 'advanced', name: '' },
    ],
    seed: 7,
    moves: [],
  });
  if ('key' in r) throw new Error(`game refused: ${r.key}`);
  return r.game;
}

/** Plays the game and prints one line per position. */
export function linkBench(): void {
  const g = advancedBaseGame();
  const at = new Map<number, string>();
  while (!g.ended) {
    const tiles = g.board.tiles.length;
    if ((tiles === 10 || tiles === 61) && !at.has(tiles)) at.set(tiles, line(`after ${tiles} tiles`, g.copy()));
    if (!playIndex(g, chooseMove(g, 'advanced', { seed: 7 }))) throw new Error('illegal move');
  }
  for (const l of at.values()) console.log(l);
  console.log(line('finished game', g));
}
