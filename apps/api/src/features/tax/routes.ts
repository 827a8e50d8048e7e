import {
  getTaxProfileRoute,
  getTaxSettingsRoute,
  setTaxProfileRoute,
  taxRegisterRoute,
  updateTaxSettingsRoute,
  withdrawalPreviewRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { auditActorOf } from '../operators/service.js';
import { taxAmountsView } from './order-tax.js';
import { getTaxProfile, setTaxProfile } from './profile.js';
import { settleOpenOrders } from './regime-change.js';
import { exportTaxRegister } from './register.js';
import { getTaxSettings, settingsAnswer, updateTaxSettings } from './settings.js';
import { withdrawalTax } from './withdrawal-tax.js';

/** The member's tax profile and withdrawal preview; the back office's НДФЛ settings and register. */
export const taxRoutes = [
  implement(getTaxProfileRoute, async ({ deps, member }) => getTaxProfile(deps.db, member.memberId)),
  implement(setTaxProfileRoute, async ({ deps, member, body }) => {
    // Open orders keep their own decision: the member chose to wait for them or to cancel them (decision 0042).
    await settleOpenOrders(deps.db, member.memberId, body, deps.clock.now());
    return deps.db.transaction((tx) => setTaxProfile(tx, member.memberId, body, deps.clock.now()));
  }),
  implement(withdrawalPreviewRoute, async ({ deps, member, query }) => {
    const amount = toKopecks(query.amount);
    const tax = await withdrawalTax(deps.db, member.memberId, amount, deps.clock.now());
    return {
      amount: toPoints(amount),
      ...taxAmountsView(amount, tax),
      payer: tax.payer,
      regime: tax.regime,
      resident: tax.resident,
      incomeThisYear: toPoints(tax.incomeThisYear),
    };
  }),
  implement(getTaxSettingsRoute, async ({ deps }) => settingsAnswer(await getTaxSettings(deps.db))),
  implement(updateTaxSettingsRoute, async ({ deps, operator, body }) =>
    settingsAnswer(await deps.db.transaction((tx) => updateTaxSettings(tx, auditActorOf(operator), body, deps.clock.now()))),
  ),
  implement(taxRegisterRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportTaxRegister(deps.db, auditActorOf(operator), query, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="ndfl-${query.year}-q${query.quarter}.csv"`)
      .send(csv);
  }),
];
