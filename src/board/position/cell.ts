/**
 * Places on the board a scene (../view/scene.ts) and the reader's notes (./notes.ts) both name:
 * a cell, and a feature by a tile's cell and one of its locations. Types only.
 */
import type { Location } from '../../engine/core';

/** A cell of the board (grid units; x grows to the east, y to the south). */
export interface Cell {
  x: number;
  y: number;
}

/** A feature to light up, named by a tile position and one of its locations (the whole feature is outlined). */
export interface FeatureMark {
  x: number;
  y: number;
  loc: Location;
}
