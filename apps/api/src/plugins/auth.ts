import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSessionLive } from '../features/auth/queries.js';
import { verifyAccessToken } from '../features/auth/tokens.js';
import { operatorOfToken, setupUnfinished, type OperatorAuth, type OperatorDeps } from '../features/operators/service.js';
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
    /** The signed-in operator, set by the back office routes' sign-in check. */
    operator: OperatorAuth | null;
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
  app.decorateRequest('operator', null);
});

/** The member claims of a live sign-in, or null. */
async function memberOf(app: FastifyInstance, token: string): Promise<MemberAuth | null> {
  const claims = await verifyAccessToken(app.deps.tokenKey, app.deps.clock, token);
  // A revoked sign-in is refused at once, not at the token's expiry.
  if (!claims) return null;
  const { db, clock, liveSessions } = app.deps;
  const live = await liveSessions.check(claims.sessionId, claims.memberId, clock.now().getTime(), () =>
    isSessionLive(db, claims.sessionId, claims.memberId),
  );
  if (!live) return null;
  return claims;
}

/** The member routes' check: a live sign-in or 401 `unauthorized`. */
export function authenticateMember(app: FastifyInstance): Authenticator {
  return async (req) => {
    const token = bearerToken(req);
    const member = token ? await memberOf(app, token) : null;
    if (!member) throw new AppError('unauthorized');
    req.auth = member;
  };
}

/**
 * The back office's check: an open operator session (401 without one), 403 for a member's token
 * and for an operator on an admin's route; until the sign-in is set up (temporary password, an
 * admin's authenticator) only the routes that finish the setup.
 */
export function authenticateOperator(app: FastifyInstance, deps: OperatorDeps, role: 'operator' | 'admin'): Authenticator {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('unauthorized');
    const now = app.deps.clock.now();
    const found = await operatorOfToken(deps, token, now);
    if (!found) {
      // A member who found the back office's address: signed in, but not here.
      if (await memberOf(app, token)) throw new AppError('forbidden');
      throw new AppError('unauthorized');
    }
    const { operator } = found;
    if (setupUnfinished(operator) && !req.routeOptions.config.contract?.allowsUnfinishedSetup) {
      throw new AppError('operator_setup_required');
    }
    if (role === 'admin' && operator.role !== 'admin') throw new AppError('forbidden');
    req.operator = {
      operatorId: operator.id,
      sessionId: found.sessionId,
      email: operator.email,
      role: operator.role,
      ip: req.ip,
    };
  };
}
