import { z } from 'zod';
import { newsItemSchema } from './news-item.js';

/** GET /api/news/item/?newsId — one published item with its content; unknown → 404 `not_found`. */
export const getNewsItemQuery = z.object({
  newsId: z.coerce
    .number({ error: 'Укажите номер новости' })
    .int({ error: 'Укажите номер новости' })
    .positive({ error: 'Укажите номер новости' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Укажите номер новости' }),
});
export type GetNewsItemQuery = z.input<typeof getNewsItemQuery>;

export const getNewsItemResponse = z.object({ news: newsItemSchema });
export type GetNewsItemResponse = z.infer<typeof getNewsItemResponse>;
