import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { ALL_MODULES } from './engine/modules/index';
import { scenarioSchemaFor } from './engine/scenario';

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
 * Worked examples: `content/examples/<page>/<id>.yaml` (DESIGN 1.4), validated with the
 * engine's own zod schema (with every module's fields), so the site and `npm run score`
 * read the same format. The engine's loader additionally checks the position itself
 * (tiles, edges, locations, legality) when the example is rendered, and the build fails
 * naming the file and field.
 */
const examples = defineCollection({
  loader: glob({
    pattern: '*/*.yaml',
    base: './content/examples',
    generateId: ({ entry }) => entry.replace(/^.*\//, '').replace(/\.yaml$/, ''),
  }),
  schema: scenarioSchemaFor(ALL_MODULES.map((m) => m.id)),
});

export const collections = { pages, examples };
