import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSessionLive } from '../features/auth/queries.js';
import { verifyAccessToken } from '../features/auth/tokens.js';
import type { Authenticator } from '../http/register-routes.js';
import { AppError } from '../lib/app-error.js';

export interface MemberAuth {
  memberId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the member routes' sign-in check. */
    auth: MemberAuth | null;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
});

/** The member routes' check: a live sign-in or 401 `unauthorized`. */
export function authenticateMember(app: FastifyInstance): Authenticator {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('unauthorized');
    const claims = await verifyAccessToken(app.deps.tokenKey, app.deps.clock, token);
    // A revoked sign-in is refused at once, not at the token's expiry.
    if (!claims || !(await isSessionLive(app.deps.db, claims.sessionId, claims.memberId))) {
      throw new AppError('unauthorized');
    }
    req.auth = claims;
  };
}
