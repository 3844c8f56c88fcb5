// @ts-check
import { defineConfig } from 'astro/config';
import { readFileSync } from 'node:fs';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { rehypeCzechAnchors } from './src/site/rehype-page.mjs';
import { czechTypography } from './src/site/czech-typography.mjs';
import { securityHeaders } from './src/site/security-headers.mjs';
import { crossLanguageAnchors } from './src/site/cross-anchors.mjs';
import { rehypeTileLinks } from './src/site/rehype-tile-links.mjs';
import { rehypeSearchIndex } from './src/site/rehype-search.mjs';
import { tilePageIds } from './src/site/tile-pages.ts';
import { tileHref } from './src/lib/tile-paths.ts';
import { OLD_ADDRESSES, PAGE_PATHS_EN } from './src/lib/page-paths.ts';
import { redirectsFile } from './src/site/redirects.mjs';
import { modulePreload } from './src/site/module-preload.mjs';

// The public address; canonical links, OpenGraph and the sitemap are built from it.
const site = process.env.SITE_URL ?? 'https://hratelna-pravidla.cz';

// earlier addresses, now forwarding pages: not for search engines
const OLD_PATHS = new Set(OLD_ADDRESSES.map((o) => o.from));

export default defineConfig({
  site,
  trailingSlash: 'always',
  integrations: [
    mdx(),
    czechTypography(),
    sitemap({
      i18n: { defaultLocale: 'cs', locales: { cs: 'cs-CZ', en: 'en' } },
      // not-found pages are for people who mistyped an address, not for search engines
      filter: (page) => !page.endsWith('/404/') && !OLD_PATHS.has(new URL(page).pathname),
    }),
    // each section reachable under its Czech and its English id on both pages
    crossLanguageAnchors({ pairs: Object.entries(PAGE_PATHS_EN) }),
    // `_redirects`: the pages' earlier addresses, for hosts that read it (scripts/serve.mjs does)
    redirectsFile(),
    // the analysis board opened from a link: its page's chunks, then the board view's, PixiJS's
    // and its WebGL renderer's, all asked for from the head instead of one wave after another
    modulePreload({
      scripts: {
        'src/components/AnalysisBoard.astro': [
          'src/board/view/view.ts',
          'src/board/view/tile-art-client.ts',
          // the tile labels, loaded as soon as the board is drawn
          'src/board/view/labels.ts',
          'pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs',
        ],
      },
    }),
    // last: hashes the inline scripts of the finished pages
    securityHeaders(),
  ],
  markdown: {
    rehypePlugins: [
      rehypeCzechAnchors,
      // tile names in the text link to the tiles' pages (those the catalogue has)
      [rehypeTileLinks, { ids: tilePageIds(), href: tileHref }],
      // the search index: footnote markers left out, the box's contents and the tile list weighed low
      [rehypeSearchIndex, { lowSections: ['herni-material', 'seznam-karticek', 'components', 'tile-list'] }],
    ],
    // the footnote heading is set per language by rehypeCzechAnchors; the back-link label here
    remarkRehype: {
      footnoteBackLabel: JSON.parse(readFileSync(new URL('./src/i18n/locales/site.cs.json', import.meta.url), 'utf8'))
        .footnoteBack,
    },
  },
  vite: {
    build: {
      // terser packs the board's JavaScript some 5 % tighter than esbuild (the sandbox budget is 200 KB gzip)
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      rollupOptions: {
        // yaml's modules have no side effects: the sandbox imports scenario helpers that do
        // not parse YAML, so the parser (about 10 KB gzip) stays out of its chunk
        treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]yaml[\\/]/.test(id) },
      },
    },
  },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
