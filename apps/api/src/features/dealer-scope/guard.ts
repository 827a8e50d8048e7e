// The dealer-scope check of every operator route (decision 0066), for an operator limited to dealers:
// a route refused to them, or one the registry does not know (a new route is limited until it is
// classified), answers 403 before its input is checked; a route that addresses a member they do not see
// answers its not-found once the input is valid, before the handler runs. An operator without a limit
// and an admin pass at the cost of one comparison; an admin's routes refuse an operator by role before this.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/types.js';
import type { OperatorAuth } from '../../http/callers.js';
import { AppError } from '../../lib/app-error.js';
import { seesResource } from './member-of.js';
import { ROUTE_SCOPES } from './route-scopes.js';

const REFUSED = 'Этот раздел недоступен оператору, который работает с участниками отдельных дилеров';

/** A limited operator's call of a route the registry refuses them, or does not know: 403. */
function refuseUnscopedRoute(op: OperatorAuth, operationId: string): void {
  if (!op.scope) return;
  const scope = ROUTE_SCOPES[operationId];
  if (!scope || scope.kind === 'none-for-scoped') throw new AppError('forbidden', { message: REFUSED });
}

/** A limited operator's call that addresses a member they do not see: the route's not-found. */
async function refuseUnseenMember(
  db: Queryable,
  op: OperatorAuth,
  operationId: string,
  params: Record<string, unknown>,
): Promise<void> {
  const scope = ROUTE_SCOPES[operationId];
  if (!op.scope || scope?.kind !== 'member') return;
  if (!(await seesResource(db, op, scope.resource, params[scope.param]))) throw new AppError('not_found');
}

/** The operator's route of a request, when a limited operator calls one. */
function limitedCall(req: FastifyRequest): { op: OperatorAuth; operationId: string } | null {
  const contract = req.routeOptions.config.contract;
  if (!req.operator?.scope || contract?.access !== 'operator') return null;
  return { op: req.operator, operationId: contract.operationId };
}

export const dealerScopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const limited = limitedCall(req);
    if (limited) refuseUnscopedRoute(limited.op, limited.operationId);
  });
  // After the validation: the path's ids are well-formed before they are looked up.
  app.addHook('preHandler', async (req: FastifyRequest) => {
    const limited = limitedCall(req);
    if (!limited) return;
    await refuseUnseenMember(app.deps.db, limited.op, limited.operationId, (req.params ?? {}) as Record<string, unknown>);
  });
});
