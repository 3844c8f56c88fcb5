/** Tile data of every set, as data. See ./types.ts for the shapes. */
export * from './types.js';
export { BASE, BASE_START_TILE } from './base.js';
