import { z } from 'zod';

/** An SBP participant; `id` is its identifier in the Faster Payments System (12 digits). */
export const bankSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
  })
  .meta({ id: 'Bank' });
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/banks/ — the banks a withdrawal can go to, sorted by name. */
export const listBanksResponse = z.object({
  banks: z.object({ items: z.array(bankSchema) }),
});
export type ListBanksResponse = z.infer<typeof listBanksResponse>;
