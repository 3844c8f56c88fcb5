import type { Strings } from './core';
import translation from './locales/en.json';

/**
 * The strings browser code needs in language `en`: the site's own (`locales/en.json`,
 * namespace `translation`) in this file of the build, and a loader of each rule module's
 * (`src/engine/modules/<id>/locales/en.json`, namespace = module id), a file of its own
 * that a page fetches only for the sets it shows. Loaded by `loadT` (./client).
 */
const modules = import.meta.glob<Strings>('../engine/modules/*/locales/en.json', { import: 'default' });

export default { translation, modules } as { translation: Strings; modules: Record<string, () => Promise<Strings>> };
