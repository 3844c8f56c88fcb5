/**
 * The help text of the board keys (src/board/turn/keys.ts), the same on every board; used at
 * build time only (src/components/BoardKeys.astro), so its strings (`board.keys.*`, in
 * `pages.<lang>.json`) and code stay out of the boards' scripts.
 */
import type { TFunction } from 'i18next';
import type { BoardCommand } from './keys';

/** The commands the help lists, in its order (the arrows as one line). */
const HELP: readonly (BoardCommand | 'arrows')[] = [
  'arrows',
  'rotate',
  'place',
  'cancel',
  'undo',
  'redo',
  'zoom-in',
  'fit',
];

/**
 * The help text of the keys: one line per command, `{ keys, text }`, in the reader's
 * language (strings `board.keys.*`). The same on every board.
 */
export function keyHelp(t: TFunction): { keys: string; text: string }[] {
  return HELP.map((c) => ({ keys: t(`board.keys.${c}.keys`), text: t(`board.keys.${c}.text`) }));
}
