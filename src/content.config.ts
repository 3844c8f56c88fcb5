import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { examplesLoader } from './site/examples-loader';

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
    kind: z.enum(['base', 'expansion', 'game', 'reference']),
    short: z.string().optional(),
    /** Tile id drawn on the page's card on the home page (the Czech page's value counts). */
    cardTile: z.string().optional(),
  }),
});

/**
 * Worked examples: `content/examples/<page>/<id>.yaml` (DESIGN 1.4). The engine's own loader
 * reads each file once and checks it completely (schema with every module's fields, the
 * position, the legality of the play, `expect.points`); any problem fails the build naming
 * the file and field, as `npm run score` does. Entries are validated scenarios.
 */
const examples = defineCollection({ loader: examplesLoader('content/examples') });

export const collections = { pages, examples };
