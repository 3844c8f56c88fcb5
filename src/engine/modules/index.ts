/**
 * The list of rule modules the engine knows. Add a module here (one folder per
 * module id under ./) and it becomes available to games, scenarios and the CLI.
 * The core (board, game, scoring) never imports this file.
 */
import { registerModule, type RuleModule } from '../module.js';
import { baseModule } from './base/index.js';

export const ALL_MODULES: RuleModule[] = [baseModule];

for (const m of ALL_MODULES) registerModule(m);
