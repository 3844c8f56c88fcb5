/**
 * The analysis board's refresh: after every reader action and on load, the game is made
 * again when the position changed (`AnalysisState.sync`), the root's data attributes
 * (README "Analysis board": `data-position`, `data-final-points`, and for tests the mode,
 * phase, selection, cursor, selected and picked tile) and the address are set, and every
 * panel and the board are drawn (each panel only when what it shows changed).
 */
import { positionQuery } from './share';
import type { AnalysisContext } from './context';
import { link, renderShare } from './files';
import { renderFits } from './fits-panel';
import { renderMarks } from './marks';
import { renderBox, renderHand, renderPlayers, renderSetup, renderText, renderToolbar } from './panels';
import { controller, renderPlay } from './play-mode';
import { renderFinal } from './scoring-panels';
import { renderState } from './state-panel';
import { renderSelected } from './tile-panel';

/** Brings every part of the page and the root's data attributes in line with the state. */
export function refresh(app: AnalysisContext): void {
  app.state.sync();
  setRootData(app);
  updateAddress(app);
  renderSetup(app);
  renderToolbar(app);
  renderPlayers(app);
  renderHand(app);
  renderBox(app);
  renderSelected(app);
  renderFits(app);
  renderState(app);
  renderFinal(app);
  app.moves.render();
  renderShare(app);
  renderMarks(app);
  renderText(app);
  renderPlay(app);
  app.board.render();
}

/** The root's data attributes; in play mode the turn controller is started for the position first. */
function setRootData(app: AnalysisContext): void {
  const s = app.state;
  const r = app.page.root;
  r.dataset.position = s.notation;
  r.dataset.finalPoints = JSON.stringify(s.final?.points ?? {});
  r.dataset.mode = s.mode;
  controller(app);
  // play mode: the turn's phase, selection and cursor (and its follower choices); the editor's own
  app.turn.show();
  if (s.mode === 'edit') {
    const sel = s.ghost;
    if (sel) r.dataset.selection = `${sel.x},${sel.y},${sel.rotation}`;
    const cur = s.cursor;
    if (cur) r.dataset.cursor = `${cur.x},${cur.y}`;
  }
  if (s.selected !== null) {
    const t = s.doc.tiles[s.selected]!;
    r.dataset.selectedTile = `${t.x},${t.y}`;
  } else delete r.dataset.selectedTile;
  if (s.picked) r.dataset.picked = s.picked;
  else delete r.dataset.picked;
}

/**
 * Once the reader changed the position, the address carries its permalink (replaced, so the
 * back button leaves the page); the links to the page in the other language carry it too.
 */
function updateAddress(app: AnalysisContext): void {
  const href = link(app);
  const notation = app.state.shared;
  if (app.state.touched && href !== location.href.replace(location.hash, '')) {
    try {
      history.replaceState(history.state, '', href);
    } catch {
      /* an address the browser refuses: the link field still holds it */
    }
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
    a.dataset.base ??= a.getAttribute('href') ?? '';
    a.setAttribute('href', `${a.dataset.base}${positionQuery(notation, app.state.doc.notes, app.state.mode)}`);
  }
}
