// Who is calling a route, as the sign-in checks (`features/auth/authenticate.ts`) set it on the
// request: the handlers read it from their context (`route-handler.ts`).
import type { OperatorRole, PartnerScope } from '@cabinet/contracts';
import type { FastifyRequest } from 'fastify';

/** The member of a request that passed a member route's sign-in check. */
export interface MemberAuth {
  memberId: string;
  sessionId: string;
}

/**
 * The dealers an operator is limited to (decision 0066), read with the session on every request, and
 * the Moscow day their teams are read for: the members of these dealers' teams that day.
 */
export interface DealerScope {
  dealerIds: readonly string[];
  on: string;
}

/** The operator of a request that passed an operator route's sign-in check. */
export interface OperatorAuth {
  operatorId: string;
  sessionId: string;
  email: string;
  role: OperatorRole;
  ip: string;
  /** Null: every member (an admin, or an operator limited to no dealer). */
  scope: DealerScope | null;
}

/** The company's system calling a partner route with a live key (docs/partner-api.md). */
export interface PartnerAuth {
  keyId: string;
  keyName: string;
  scopes: readonly PartnerScope[];
  /** The key's signing secret (`whsec_…`), opened for the request's signature check. */
  signingSecret: string;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key of a partner route's call, set by its check. */
    partner: PartnerAuth | null;
    /** The body's bytes as sent, kept where a signature covers them (the partner routes). */
    rawBody: Buffer | null;
    /** The signed-in member, set by the member routes' sign-in check. */
    auth: MemberAuth | null;
    /** The signed-in operator, set by the back office routes' sign-in check. */
    operator: OperatorAuth | null;
  }
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
