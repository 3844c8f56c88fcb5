import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/**
 * Rules pages: `content/<lang>/<slug>.mdx`. A page missing a field fails the build with
 * the file name and the field (Astro's collection validation).
 */
const pages = defineCollection({
  loader: glob({ pattern: '{cs,en}/**/*.mdx', base: './content' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(20).max(160),
    order: z.number().int(),
    kind: z.enum(['base', 'expansion', 'reference']),
    short: z.string().optional(),
  }),
});

/**
 * Worked examples: `content/examples/<page>/<id>.yaml` (DESIGN 1.4). The collection only
 * checks the outline here; the engine's scenario loader checks every field (tiles, edges,
 * locations, legality) when the example is rendered, and the build fails naming the file.
 */
const examples = defineCollection({
  loader: glob({
    pattern: '**/*.yaml',
    base: './content/examples',
    generateId: ({ entry }) => entry.replace(/^.*\//, '').replace(/\.yaml$/, ''),
  }),
  schema: z
    .object({
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      title: z.object({ cs: z.string(), en: z.string() }),
      rules: z.array(z.string()).min(1),
      players: z.array(z.string()).min(1),
    })
    .passthrough(),
});

export const collections = { pages, examples };
