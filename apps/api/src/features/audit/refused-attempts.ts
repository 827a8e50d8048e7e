// Refused attempts of operators go to the audit log too (decision 0030): a call of an admin's
// section by an operator, a maker approving their own request, a second payment of an order that
// waits for its checker, a write sent from another site. Their volume is bounded: per operator,
// kind and call, the first refusal of a minute is written, then the 10th, the 100th… each with the
// count so far, so a script hammering a refused call adds a handful of rows a minute, not thousands.
import type { ErrorCode, RouteDefinition } from '@cabinet/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../app-deps.js';
import { toAppError } from '../../plugins/errors.js';
import { auditActorOf, auditRefusal, type AuditActor } from './service.js';

export type RefusalAction = 'operator.access_refused' | 'operator.control_refused' | 'operator.cross_site_refused';

/** The refusals that are attempts worth recording, by the kind of entry they make. */
const RECORDED: Partial<Record<ErrorCode, RefusalAction>> = {
  forbidden: 'operator.access_refused',
  own_change_approval: 'operator.control_refused',
  payout_awaiting_approval: 'operator.control_refused',
};

export interface RefusedAttempt {
  action: RefusalAction;
  operationId: string;
  refusal: string;
  /** The path called, as the operator's browser sent it (cut to 200 characters). */
  path: string;
}

/** Counts the attempt and writes it to the audit log when its count is one to record. */
export async function recordRefusedAttempt(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  who: AuditActor & { operatorId: string },
  attempt: RefusedAttempt,
): Promise<boolean> {
  return auditRefusal(
    deps.db,
    who,
    `${who.operatorId}:${attempt.action}:${attempt.operationId}`,
    {
      action: attempt.action,
      targetType: 'call',
      targetId: attempt.path.slice(0, 200),
      after: { operationId: attempt.operationId, refusal: attempt.refusal },
    },
    deps.clock.now(),
  );
}

/** Writes the refused attempts of the back office's calls as they are answered. */
export const refusedAttemptsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onError', async (req, _reply, err) => {
    const contract: RouteDefinition | undefined = req.routeOptions.config.contract;
    if (!contract || (contract.access !== 'operator' && contract.access !== 'admin')) return;
    const code = toAppError(err).code;
    const action = RECORDED[code];
    if (!action) return;
    // The sign-in check names the operator before it refuses a role; a request without an
    // operator's session (none, or a member's) is nobody's attempt to record.
    if (!req.operator) return;
    try {
      await recordRefusedAttempt(app.deps, auditActorOf(req.operator), {
        action,
        operationId: contract.operationId,
        refusal: code,
        path: req.url.split('?')[0] ?? req.url,
      });
    } catch (e) {
      // The refusal stands whatever happens here; a database away is logged by the answer itself.
      req.log.warn({ err: { message: (e as Error).message } }, 'refused attempt not recorded');
    }
  });
});
