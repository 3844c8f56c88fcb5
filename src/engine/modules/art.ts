/**
 * The art of every rule module that draws or words something of its own, registered with
 * the tile art (`registerArt`, src/art/registry.ts) when this file is imported: one line
 * per module; a module without pictures of its own needs none. Code that draws or words
 * tiles (boards, the build's figures and tile pages, tests) imports this file once, beside
 * its imports from src/art; src/art itself imports no module, and the engine never imports
 * this file, so the rules stay free of drawing code.
 */
import { registerArt, type ModuleArt } from '../../art/registry.js';
import { art as innsCathedrals } from './inns-cathedrals/art.js';
import { art as kingRobberBaron } from './king-robber-baron/art.js';
import { art as anniversary20 } from './anniversary-20/art.js';
import { art as bathhouses } from './bathhouses/art.js';
import { art as river } from './river/art.js';
import { art as abbot } from './abbot/art.js';
import { art as tradersBuilders } from './traders-builders/art.js';

/** Every module's art, in the order it is registered. */
export const MODULE_ART: readonly ModuleArt[] = [
  innsCathedrals,
  kingRobberBaron,
  anniversary20,
  bathhouses,
  river,
  abbot,
  tradersBuilders,
];

for (const m of MODULE_ART) registerArt(m);
