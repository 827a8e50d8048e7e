import { z } from 'zod';

/**
 * PUT /api/news/?slugId likes, DELETE /api/news/?slugId takes the like back. Both are idempotent:
 * repeating one changes nothing and answers the same. Unknown slug → 404 `not_found`.
 */
export const likeNewsQuery = z.object({
  slugId: z
    .string({ error: 'Укажите новость' })
    .trim()
    .min(1, { error: 'Укажите новость' })
    .max(200, { error: 'Укажите новость' }),
});
export type LikeNewsQuery = z.input<typeof likeNewsQuery>;

export const likeNewsResponse = z.object({
  likesCount: z.number().int().min(0),
  isLiked: z.boolean(),
});
export type LikeNewsResponse = z.infer<typeof likeNewsResponse>;
