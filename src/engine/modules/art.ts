/**
 * The art of every rule module that draws or words something of its own, for
 * `src/art/registry.ts` to register (one line per module; a module without
 * pictures of its own needs none). Kept beside the module list (./index.ts) but
 * never imported by the engine: the rules stay free of drawing code, and only
 * the art (a pure data/geometry package, no DOM) loads this file.
 */
import type { ModuleArt } from '../../art/registry.js';
import { art as innsCathedrals } from './inns-cathedrals/art.js';
import { art as kingRobberBaron } from './king-robber-baron/art.js';
import { art as anniversary20 } from './anniversary-20/art.js';
import { art as bathhouses } from './bathhouses/art.js';

export const MODULE_ART: readonly ModuleArt[] = [innsCathedrals, kingRobberBaron, anniversary20, bathhouses];
