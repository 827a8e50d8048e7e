import { IDEMPOTENCY_KEY_HEADER, requestWithdrawalRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { requestWithdrawal } from './request-withdrawal.js';

export const withdrawalRoutes = [
  implement(requestWithdrawalRoute, async ({ deps, member, headers, body, reply }) => {
    const answer = await requestWithdrawal(deps.db, deps.env, {
      memberId: member.memberId,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      body,
      at: deps.clock.now(),
    });
    return reply.status(answer.statusCode).send(answer.body);
  }),
];
