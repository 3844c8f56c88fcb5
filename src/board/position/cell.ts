/**
 * Places on the board a scene (../view/scene.ts) and the reader's notes (./notes.ts) both name:
 * a cell, and a feature by a tile's cell and one of its locations. Types only.
 */
export type { Cell, FeatureMark } from '../../engine/core';
