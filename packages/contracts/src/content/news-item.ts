import * as z from 'zod/mini';
import { entityIdSchema } from './paging.js';

export { NEWS_IMAGE_PATH } from './content-limits.js';

const newsItemShape = {
  id: entityIdSchema,
  /** Stable text id from the title (`novye-urovni-voznagrazhdeniya-4k7q2m`); likes are addressed by it. */
  slugId: z.string(),
  title: z.string(),
  /** Plain text, a sentence or two for the card. */
  preview: z.string(),
  /** Sanitised HTML (p, h2–h4, strong, em, lists, links, blockquote, br, our own images). */
  content: z.string(),
  /** `/api/files/news/<file id>`, or null: the web app shows its news placeholder. */
  imageUrl: z.nullable(z.string()),
  category: z.string(),
  publishedAt: z.iso.datetime(),
  likesCount: z.int().check(z.gte(0)),
  /** Whether the signed-in member likes it. */
  isLiked: z.boolean(),
};

/** A news item as `GET /api/news/item/` answers it. */
export const newsItemSchema = z.object(newsItemShape).register(z.globalRegistry, { id: 'NewsItem' });
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * A news item in the list (`allNews`): everything but `content`, which only the item call carries,
 * so that a page of cards stays small.
 */
export const newsCardSchema = z.omit(z.object(newsItemShape), { content: true }).register(z.globalRegistry, { id: 'NewsCard' });
export type NewsCard = z.infer<typeof newsCardSchema>;
