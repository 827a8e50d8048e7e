import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** An SBP participant; `id` is its identifier in the Faster Payments System (12 digits). */
export const bankSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
  })
  .register(z.globalRegistry, { id: 'Bank' });
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/banks/ — the banks a withdrawal can go to, sorted by name. */
export const listBanksResponse = z.object({
  banks: z.object({ items: z.array(bankSchema) }),
});
export type ListBanksResponse = z.infer<typeof listBanksResponse>;

export const listBanksRoute = defineRoute({
  method: 'GET',
  path: '/api/banks/',
  operationId: 'listBanks',
  summary: 'Банки СБП для вывода средств',
  tag: 'money',
  access: 'member',
  response: listBanksResponse,
  errors: [],
});
