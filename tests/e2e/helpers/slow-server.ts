/**
 * A static server for dist/ that sends each HTML page in two parts: the header, the side
 * menu and the article, then the footer and the scripts at the end of the page only when
 * the test calls `release()` — after it has seen the browser paint the first part, as
 * happens on a slow phone connection. A script at the end of the page that changes the
 * layout then moves what the reader already sees (a layout shift).
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileFor } from './dist';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface SlowServer {
  origin: string;
  /** Sends the rest of every page waiting for it. */
  release: () => void;
  close: () => Promise<void>;
}

/** Starts the server on a free port; a held page is sent anyway after `maxHoldMs`. */
export function startSlowServer(maxHoldMs = 10_000, splitBefore = '<footer'): Promise<SlowServer> {
  const held = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = fileFor(url.pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    if (type.startsWith('text/html')) {
      const text = body.toString('utf8');
      const cut = text.indexOf(splitBefore);
      if (cut >= 0) {
        res.write(text.slice(0, cut));
        const send = (): void => {
          if (!held.delete(send)) return;
          clearTimeout(timer);
          res.end(text.slice(cut));
        };
        const timer = setTimeout(send, maxHoldMs);
        held.add(send);
        return;
      }
    }
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        release: () => [...held].forEach((send) => send()),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
