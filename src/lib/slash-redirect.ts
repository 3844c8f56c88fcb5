/**
 * The not-found page's one retry (src/components/NotFound.astro): a host serves that page for
 * an address without the site's trailing slash (`/cs/lazne`), so the page sends the reader on
 * to the address with it, query and fragment kept; an address that still finds nothing (or
 * names a file, `/x.png`) stays on the page. Runs inline before the page is drawn
 * (`inlineScript`, see src/site/inline-script.ts), so the reader does not see the not-found text first.
 */
export function slashRedirect(): void {
  const p = location.pathname;
  if (!p.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(p)) location.replace(`${p}/${location.search}${location.hash}`);
}

/**
 * A forwarding page's move (src/components/Forward.astro): on to `to` at once, with the
 * address's query and `#section` kept (a page's earlier address shared with an anchor lands
 * on that section). Runs inline, before the page is drawn.
 * @param to the present address, a path on the site (`/en/bathhouses/`)
 */
export function forwardTo(to: string): void {
  location.replace(`${to}${location.search}${location.hash}`);
}
