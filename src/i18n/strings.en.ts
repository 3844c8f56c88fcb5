import type { Strings } from './core';
import translation from './locales/en.json';

/**
 * The strings browser code needs in language `en`, in one file of the build:
 * the site's own (`locales/en.json`, namespace `translation`) and each rule
 * module's (`src/engine/modules/<id>/locales/en.json`, namespace = module id).
 * Loaded by `loadT` (./client).
 */
const modules = import.meta.glob<Strings>('../engine/modules/*/locales/en.json', { eager: true, import: 'default' });

export default { translation, modules } as { translation: Strings; modules: Record<string, Strings> };
