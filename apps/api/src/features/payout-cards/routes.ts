import { addPayoutCardRoute, confirmPayoutCardRoute, listPayoutCardsRoute, payoutCardCodeRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { addCard, cardsView, confirmCard, requestCardCode } from './service.js';

/** The member's cards for payouts (decision 0056). */
export const payoutCardRoutes = [
  implement(listPayoutCardsRoute, async ({ deps, member }) => cardsView(deps.db, deps, member.memberId, deps.clock.now())),
  implement(addPayoutCardRoute, async ({ deps, log, member, body }) => addCard({ ...deps, log }, member.memberId, body)),
  implement(payoutCardCodeRoute, async ({ deps, log, member, params, body }) =>
    requestCardCode({ ...deps, log }, member.memberId, params.id, body.action),
  ),
  implement(confirmPayoutCardRoute, async ({ deps, member, params, body, req }) =>
    confirmCard(deps, { memberId: member.memberId, ip: req.ip }, params.id, body.action, body.code),
  ),
];
