import { defineConfig } from 'vitest/config';

/**
 * Test files that change what other files would see: they register a test-only rule module or
 * figure art, stub a global or mock a module. Each runs in a fresh module graph of its own.
 */
const ISOLATED = [
  'tests/analysis/messages.test.ts',
  'tests/analysis/state-counts.test.ts',
  'tests/engine/module-state-counts.test.ts',
  'tests/engine/lazy-modules.test.ts',
  'tests/art/figure-art.test.ts',
  'tests/play/computer.test.ts',
  'tests/play/two-tabs.test.ts',
  'tests/unit/tile-words.test.ts',
  'tests/board/tile-layer.test.ts',
];

// Worker threads, and every other file sharing its worker's module graph (the engine, the tile
// data and the art are loaded once per worker, not once per file): the whole run took 56 s
// instead of 126 s on 2 cores. tests/unit/isolation.test.ts keeps the list above complete.
export default defineConfig({
  test: {
    pool: 'threads',
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
          setupFiles: ['tests/setup.ts'],
        },
      },
      { test: { name: 'isolated', include: ISOLATED, setupFiles: ['tests/setup.ts'] } },
    ],
  },
});
