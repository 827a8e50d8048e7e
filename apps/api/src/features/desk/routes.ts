import {
  deskBatchPayRoute,
  deskOrderRoute,
  deskPayRoute,
  deskQueueRoute,
  deskRegisterRoute,
  deskRejectRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import type { OperatorAuth } from '../../http/callers.js';
import { auditActorOf } from '../audit/service.js';
import {
  deskOrderDetail,
  deskQueue,
  exportRegister,
  payDeskBatch,
  payDeskOrder,
  rejectDeskOrder,
  type DeskActor,
  type PayoutRailDeps,
} from './service.js';
import type { AppDeps } from '../../app-deps.js';

const actor = (op: OperatorAuth): DeskActor => ({ ...auditActorOf(op), operatorId: op.operatorId });
const railOf = (deps: AppDeps): PayoutRailDeps => ({ jobs: deps.jobs, provider: deps.payouts, bank: deps.bank });

/**
 * The withdrawal desk: the queue, an order, pay / reject, batch payment, the register; a large payment
 * is approved at the approvals door (decision 0060).
 */
export const deskRoutes = [
  implement(deskQueueRoute, async ({ deps, operator, query }) => {
    const { skipCount, maxResultCount, ...filter } = query;
    return deskQueue(deps.db, operator, filter, { skip: skipCount, take: maxResultCount });
  }),
  implement(deskOrderRoute, async ({ deps, params }) => deskOrderDetail(deps.db, params.id)),
  implement(deskPayRoute, async ({ deps, operator, params }) =>
    payDeskOrder(deps.db, railOf(deps), actor(operator), params.id, deps.clock.now()),
  ),
  implement(deskRejectRoute, async ({ deps, operator, params, body }) =>
    rejectDeskOrder(deps.db, deps.jobs, actor(operator), params.id, body.reason, deps.clock.now()),
  ),
  implement(deskBatchPayRoute, async ({ deps, operator, body }) => ({
    results: await payDeskBatch(
      deps.db,
      railOf(deps),
      { ...actor(operator), scope: operator.scope },
      body.orderIds,
      deps.clock.now(),
    ),
  })),
  implement(deskRegisterRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportRegister(deps.db, { ...auditActorOf(operator), scope: operator.scope }, query, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="payouts-${query.status}-${query.dateFrom}-${query.dateTo}.csv"`)
      .send(csv);
  }),
];
