import {
  getPayoutRailRoute,
  listPayoutDifferencesRoute,
  movePayoutRailRoute,
  payoutRailImpactRoute,
  payoutRailMoveRoute,
  updatePayoutRailRoute,
  yookassaNotificationRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { listDifferences } from './differences.js';
import { receiveNotification } from './notifications.js';
import { changeRail, previewRailChange, railView } from './rail.js';
import { moveOrdersToRail, previewRailMove } from './rail-move.js';
import type { Rails } from './rails.js';
import type { AppDeps } from '../../app-deps.js';

const railsOf = (deps: AppDeps): Rails => ({ provider: deps.payouts, bank: deps.bank });

/** The rail and its provider for the back office, the reconciliation's differences, the provider's notifications. */
export const payoutsRoutes = [
  implement(getPayoutRailRoute, async ({ deps }) =>
    railView(deps.db, railsOf(deps), deps.env.PAYOUT_BALANCE_WARNING_RUB, deps.clock.now()),
  ),
  implement(payoutRailImpactRoute, async ({ deps, query }) =>
    previewRailChange(deps.db, railsOf(deps), query.rail, deps.clock.now()),
  ),
  implement(updatePayoutRailRoute, async ({ deps, operator, body }) =>
    changeRail(deps.db, railsOf(deps), auditActorOf(operator), body, deps.clock.now(), deps.env.PAYOUT_BALANCE_WARNING_RUB),
  ),
  // The orders waiting on a rail new orders no longer get, moved by an admin (decision 0061).
  implement(payoutRailMoveRoute, async ({ deps }) => previewRailMove(deps.db, railsOf(deps))),
  implement(movePayoutRailRoute, async ({ deps, operator, body }) =>
    moveOrdersToRail(deps.db, railsOf(deps), auditActorOf(operator), body, deps.clock.now()),
  ),
  implement(listPayoutDifferencesRoute, async ({ deps, operator }) => ({ items: await listDifferences(deps.db, operator) })),
  implement(yookassaNotificationRoute, async ({ deps, body, req, log }) =>
    receiveNotification(
      { db: deps.db, clock: deps.clock, provider: deps.payouts?.name === 'yookassa' ? deps.payouts : null, log },
      { payoutId: body.object.id, event: body.event, senderAddress: req.ip },
    ),
  ),
];
