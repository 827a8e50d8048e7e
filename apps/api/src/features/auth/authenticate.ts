// The routes' sign-in checks (`registerRoutes` runs the one of each route's access): a member's
// live sign-in, an operator's open session and role.
import type { FastifyInstance } from 'fastify';
import { bearerToken, type MemberAuth } from '../../http/callers.js';
import type { Authenticator } from '../../http/register-routes.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { operatorOfToken, setupUnfinished, type OperatorDeps } from '../operators/service.js';
import { isSessionLive } from './queries.js';
import { verifyAccessToken } from './tokens.js';

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
    // Named before the role check: an operator refused an admin's route is the one the refused
    // attempts' audit entry names (`features/audit/refused-attempts.ts`).
    req.operator = {
      operatorId: operator.id,
      sessionId: found.sessionId,
      email: operator.email,
      role: operator.role,
      ip: req.ip,
      // Read with the session on every request: a change of the operator's dealers holds from the next one.
      scope:
        operator.role === 'operator' && operator.dealers.length > 0
          ? { dealerIds: operator.dealers.map((d) => d.id), on: moscowDate(now) }
          : null,
    };
    if (role === 'admin' && operator.role !== 'admin') throw new AppError('forbidden');
  };
}
