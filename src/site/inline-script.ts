/**
 * Build-time helper for the few browser scripts that must run while the page is still being
 * parsed, before the first paint, which a bundled `<script>` (a module, run only once the
 * whole page is parsed) cannot do: the theme and the phone's closed menu (src/layouts/Page.astro),
 * the tile catalogue's filters from the address (TileCatalogue.astro), the tile page's turn
 * buttons (TilePage.astro), the not-found page's trailing-slash retry (NotFound.astro). Their
 * code is written as TypeScript functions (type-checked, linted, formatted with the rest) and
 * written into the page as an inline classic script: `<script is:inline set:html={inlineScript(fn)} />`.
 * The page's Content-Security-Policy hashes it with the other inline scripts (security-headers.mjs).
 */

/**
 * The text of an inline script that calls `fn` with `args` at once.
 * @param fn a function that uses nothing but its parameters and the browser's globals: it is
 *   sent as its own source text, so a module-level name it used would not exist in the page
 * @param args plain JSON values (written as JSON, with `<` escaped so no text closes the script)
 */
export function inlineScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  const json = args.map((a) =>
    JSON.stringify(a)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
  return `(${fn.toString()})(${json.join(',')});`;
}
