import { confirmPayoutAccountRoute, payoutAccountCodeRoute, setPayoutAccountRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { confirmAccount, requestAccountCode, setAccount } from './service.js';

/** The member's account for the bank's registry (decision 0057); the cards' list shows it. */
export const payoutAccountRoutes = [
  implement(setPayoutAccountRoute, async ({ deps, log, member, body }) => setAccount({ ...deps, log }, member.memberId, body)),
  implement(payoutAccountCodeRoute, async ({ deps, log, member, params }) =>
    requestAccountCode({ ...deps, log }, member.memberId, params.id),
  ),
  implement(confirmPayoutAccountRoute, async ({ deps, member, params, body, req }) =>
    confirmAccount(deps, { memberId: member.memberId, ip: req.ip }, params.id, body.code),
  ),
];
