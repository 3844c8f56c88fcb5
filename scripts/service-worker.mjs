#!/usr/bin/env node
// The site offline (issue 22): writes dist/sw.js, a Workbox service worker whose precache list
// is every file of the finished build (pages in both languages, scripts, styles, tile
// drawings, the search index). It runs last in `npm run build`, after Astro's own HTML
// passes (typography, anchors, the CSP hashes) and after Pagefind, so that what is cached is
// byte for byte what is served. Addresses are matched without their query (`?pozice=`,
// `?tahy=` …: the page reads them itself) and with or without `index.html`. A new version
// waits until the page asks it to take over (the quiet "new version" notice,
// src/lib/offline.ts), so a reader is never switched mid-game.
import { generateSW } from 'workbox-build';
import { statSync } from 'node:fs';

const dist = process.argv[2] ?? 'dist';
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,ico,json,xml,webmanifest,txt,woff2,pagefind,pf_meta,pf_index,pf_fragment}'],
  // the headers file of static hosts, and the worker itself, are not pages; the link previews
  // (PNG, some 5 MB together) are for other sites' link cards, never shown on our pages, and
  // the embed pages for other sites' frames (their reader is online on that site)
  globIgnores: [
    '_headers',
    'sw.js',
    'workbox-*.js',
    'nahled/**',
    'nahled-karticky/**',
    'og.png',
    'cs/vlozit/**',
    'en/embed/**',
  ],
  swDest: `${dist}/sw.js`,
  // the tile-art JSON and Pagefind's WebAssembly can be large; nothing here is over 5 MB
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  skipWaiting: false,
  clientsClaim: true,
  // one file, no importScripts of a separate runtime (nothing but 'self' under the CSP)
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
});
for (const w of warnings) console.warn(`[service worker] ${w}`);
const kb = (statSync(`${dist}/sw.js`).size / 1024).toFixed(1);
console.log(
  `[service worker] ${dist}/sw.js (${kb} KB) precaches ${count} files, ${(size / 1024 / 1024).toFixed(1)} MB`,
);
