import type { Strings } from './core';
import translation from './locales/cs.json';

/**
 * The strings browser code needs in language `cs`: the site's own (`locales/cs.json`,
 * namespace `translation`) in this file of the build, and a loader of each rule module's
 * (`src/engine/modules/<id>/locales/cs.json`, namespace = module id), a file of its own
 * that a page fetches only for the sets it shows. Loaded by `loadT` (./client).
 */
const modules = import.meta.glob<Strings>('../engine/modules/*/locales/cs.json', { import: 'default' });

export default { translation, modules } as { translation: Strings; modules: Record<string, () => Promise<Strings>> };
