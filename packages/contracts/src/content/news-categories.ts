import { z } from 'zod';

/** GET /api/news/categories — the categories that have published news, for the tabs (alphabetical). */
export const newsCategoriesResponse = z.object({
  categories: z.array(z.string()),
});
export type NewsCategoriesResponse = z.infer<typeof newsCategoriesResponse>;
