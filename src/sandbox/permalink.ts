/**
 * Permalinks of sandbox positions: `?pozice=<example id>~<position>#priklad-<example id>`.
 * `<position>` is the engine's position notation (versioned, URL-safe). Parsing never
 * throws; a link that does not parse gives null here, and a position that the engine
 * rejects is reported inside the sandbox.
 */
export interface Permalink {
  example: string;
  position: string;
}

const PARAM = 'pozice';

/** Reads a permalink from a query string (`location.search`); null if there is none. */
export function readPermalink(search: string): Permalink | null {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get(PARAM);
  } catch {
    return null;
  }
  if (!value) return null;
  const i = value.indexOf('~');
  if (i <= 0) return { example: value, position: '' };
  return { example: value.slice(0, i), position: value.slice(i + 1) };
}

/** The absolute address that reopens `position` in example `example` of the page at `base`. */
export function makePermalink(base: string, example: string, position: string): string {
  const url = new URL(base);
  // ids and positions use only [a-z0-9.,~-], which need no escaping in a query: the link
  // stays readable when pasted into a forum post
  const safe = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%7E/gi, '~');
  return `${url.origin}${url.pathname}?${PARAM}=${safe(example)}~${safe(position)}#priklad-${safe(example)}`;
}
