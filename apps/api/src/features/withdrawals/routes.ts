import { IDEMPOTENCY_KEY_HEADER, requestWithdrawalRoute, setTaxProfileRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { saveTaxProfile } from '../tax/service.js';
import { requestWithdrawal } from './request-withdrawal.js';
import { settleOpenOrders } from './tax-profile-change.js';

export const withdrawalRoutes = [
  implement(requestWithdrawalRoute, async ({ deps, member, headers, body, reply }) => {
    const answer = await requestWithdrawal(
      deps.db,
      deps.env,
      { provider: deps.payouts, bank: deps.bank },
      {
        memberId: member.memberId,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        body,
        at: deps.clock.now(),
      },
    );
    return reply.status(answer.statusCode).send(answer.body);
  }),
  // A tax profile's change: open orders keep their own decision; the member chose to wait for them
  // or to cancel them (decision 0042).
  implement(setTaxProfileRoute, async ({ deps, member, body }) => {
    await settleOpenOrders(deps.db, member.memberId, body, deps.clock.now());
    return saveTaxProfile(deps, member.memberId, body);
  }),
];
