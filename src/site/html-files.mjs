/**
 * The built pages: every `.html` file under a folder, for the build steps that rewrite the
 * pages once Astro has written them (Czech typography, module preload links, the security
 * policy).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Paths of every `.html` file under `dir`, at any depth, in the order the folders list them.
 * @param {string} dir a folder path
 * @returns {Promise<string[]>}
 * @throws when `dir` cannot be read
 */
export async function htmlFiles(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await htmlFiles(p)));
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}
