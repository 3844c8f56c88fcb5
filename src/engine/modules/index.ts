/**
 * The list of rule modules the engine knows. Add a module here (one folder per
 * module id under ./) and it becomes available to games, scenarios and the CLI.
 * The core (board, game, scoring) never imports this file.
 */
import { type RuleModule } from '../module.js';
import { registerModule } from '../registry.js';
import { baseModule } from './base/index.js';
import { innsCathedralsModule } from './inns-cathedrals/index.js';
import { kingRobberBaronModule } from './king-robber-baron/index.js';
import { anniversary20Module } from './anniversary-20/index.js';
import { bathhousesModule } from './bathhouses/index.js';
import { demoModule } from './demo/index.js';
import { riverModule } from './river/index.js';
import { abbotModule } from './abbot/index.js';
import { tradersBuildersModule } from './traders-builders/index.js';

export const ALL_MODULES: RuleModule[] = [
  baseModule,
  innsCathedralsModule,
  kingRobberBaronModule,
  anniversary20Module,
  bathhousesModule,
  demoModule,
  riverModule,
  abbotModule,
  tradersBuildersModule,
];

for (const m of ALL_MODULES) registerModule(m);
