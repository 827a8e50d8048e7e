import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { TAX_REGIMES } from './tax-texts.js';

const claimMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string(),
});

/**
 * A member's claim of an ИНН another member holds, refused (decision 0043): one ИНН belongs to one
 * member. Shown to operators, who settle it with the members.
 */
export const refusedInnClaimSchema = z
  .object({
    id: z.number(),
    inn: z.string(),
    /** The regime the member declared with it. */
    regime: z.enum(TAX_REGIMES),
    claimedBy: claimMemberSchema,
    /** The member who holds the ИНН (in a tax profile or a confirmed identity document). */
    heldBy: claimMemberSchema,
    refusedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'RefusedInnClaim' });
export type RefusedInnClaim = z.infer<typeof refusedInnClaimSchema>;

export const refusedInnClaimsResponse = z.object({ claims: z.array(refusedInnClaimSchema) });

export const refusedInnClaimsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/tax/inn-claims',
  operationId: 'refusedInnClaims',
  summary: 'Отказанные заявления ИНН: участник указал ИНН, который уже принадлежит другому участнику (последние 100)',
  tag: 'admin',
  access: 'operator',
  response: refusedInnClaimsResponse,
  errors: [],
});
