/**
 * The drawing data of an example's tiles, fetched while the sandbox's code loads. Computing
 * a tile's drawing (src/art/tile.ts: field raster, meeple spots, outlines) takes some 30 ms
 * of CPU a tile; the build has done it already and written one JSON file per tile
 * (`src/pages/kresby-karticek/[tile].json.ts`). The root lists its files in `data-tile-art`
 * (space-separated addresses, Example.astro). A file that cannot be fetched or read is
 * skipped: the board then computes that tile as before.
 *
 * Imported by the bootstrap (element.ts), so it stays tiny and names no drawing code. The
 * analysis board and free play fetch the files of their tiles by id ({@link fetchTileArt}).
 */
import { tileArtPath } from '../../lib/tile-paths';

/** One fetched file: `{ id, art }` as the build wrote it (the art is checked when taken). */
export interface FetchedArt {
  id: string;
  art: unknown;
}

const files = new Map<string, Promise<FetchedArt | null>>();

function fetchOne(url: string): Promise<FetchedArt | null> {
  let p = files.get(url);
  if (!p) {
    p = fetch(url, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
      .then((j) => {
        const o = j as { id?: unknown; art?: unknown } | null;
        return o && typeof o.id === 'string' ? { id: o.id, art: o.art } : null;
      })
      .catch(() => null);
    files.set(url, p);
  }
  return p;
}

/**
 * Fetches the drawing files of tiles by id (once per file for the whole page) and resolves
 * with those that arrived; never rejects.
 * @param ids ids of drawable tiles (`BASE.A`; an unknown tile has no file), repeats allowed
 */
export function fetchTileArt(ids: Iterable<string>): Promise<FetchedArt[]> {
  return Promise.all([...new Set(ids)].map((id) => fetchOne(tileArtPath(id)))).then((all) =>
    all.filter((a): a is FetchedArt => !!a),
  );
}

/**
 * Starts fetching the drawing files `root` lists (once per file for the whole page) and
 * resolves with those that arrived; never rejects.
 * @param root an example root (`<hp-example data-tile-art="…">`)
 */
export function tileArtFor(root: HTMLElement): Promise<FetchedArt[]> {
  const urls = (root.dataset.tileArt ?? '').split(/\s+/).filter((u) => u.startsWith('/'));
  return Promise.all(urls.map(fetchOne)).then((all) => all.filter((a): a is FetchedArt => !!a));
}
