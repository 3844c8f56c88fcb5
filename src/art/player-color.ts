/**
 * The player colours, on their own so the art registry (registry.ts) can name them
 * without importing the figures that ask it (meeple.ts). meeple.ts re-exports both.
 */

/** Player colours, in turn order (DESIGN 1.4). */
export type PlayerColor = 'red' | 'blue' | 'green' | 'yellow' | 'black' | 'pink';
export const PLAYER_COLORS: readonly PlayerColor[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
