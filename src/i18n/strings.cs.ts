import type { Strings } from './core';
import translation from './locales/cs.json';

/**
 * The strings browser code needs in language `cs`, in one file of the build:
 * the site's own (`locales/cs.json`, namespace `translation`) and each rule
 * module's (`src/engine/modules/<id>/locales/cs.json`, namespace = module id).
 * Loaded by `loadT` (./client).
 */
const modules = import.meta.glob<Strings>('../engine/modules/*/locales/cs.json', { eager: true, import: 'default' });

export default { translation, modules } as { translation: Strings; modules: Record<string, Strings> };
