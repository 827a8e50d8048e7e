import {
  refusedInnClaimsRoute,
  getTaxProfileRoute,
  getMemberEmploymentRoute,
  getTaxSettingsRoute,
  recordMemberEmploymentRoute,
  removeMemberEmploymentRoute,
  taxRegisterRoute,
  updateTaxSettingsRoute,
  withdrawalPreviewRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { toKopecks, toPoints } from '../../ledger/amounts.js';
import { auditActorOf } from '../audit/service.js';
import { getEmployment, recordEmployment, removeEmployment } from './employment.js';
import { taxAmountsView } from './order-tax.js';
import { listRefusedInnClaims } from './inn-claims.js';
import { getTaxProfile } from './profile.js';
import { exportTaxRegister } from './register.js';
import { settingsAnswer, updateTaxSettings } from './settings.js';
import { withdrawalTax } from './withdrawal-tax.js';

/** The member's tax profile (its change is the withdrawals feature's: it settles open orders) and withdrawal preview; the back office's НДФЛ settings and register, and the members' employment with the company. */
export const taxRoutes = [
  implement(getTaxProfileRoute, async ({ deps, member }) => getTaxProfile(deps.db, member.memberId, deps.clock.now())),
  implement(withdrawalPreviewRoute, async ({ deps, member, query }) => {
    const amount = toKopecks(query.amount);
    const tax = await withdrawalTax(deps.db, member.memberId, amount, deps.clock.now());
    return {
      amount: toPoints(amount),
      ...taxAmountsView(amount, tax),
      payer: tax.payer,
      regime: tax.regime,
      declaredRegime: tax.declaredRegime,
      regimeNote: tax.regimeNote,
      resident: tax.resident,
      incomeThisYear: toPoints(tax.incomeThisYear),
    };
  }),
  implement(getMemberEmploymentRoute, async ({ deps, params }) => getEmployment(deps.db, params.id, deps.clock.now())),
  implement(recordMemberEmploymentRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) => recordEmployment(tx, auditActorOf(operator), params.id, body.endedOn, deps.clock.now())),
  ),
  implement(removeMemberEmploymentRoute, async ({ deps, operator, params }) =>
    deps.db.transaction((tx) => removeEmployment(tx, auditActorOf(operator), params.id, deps.clock.now())),
  ),
  implement(refusedInnClaimsRoute, async ({ deps, operator }) => ({ claims: await listRefusedInnClaims(deps.db, operator) })),
  implement(getTaxSettingsRoute, async ({ deps }) => settingsAnswer(deps.db)),
  implement(updateTaxSettingsRoute, async ({ deps, operator, body }) =>
    deps.db.transaction(async (tx) => {
      await updateTaxSettings(tx, auditActorOf(operator), body, deps.clock.now());
      return settingsAnswer(tx);
    }),
  ),
  implement(taxRegisterRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportTaxRegister(deps.db, { ...auditActorOf(operator), scope: operator.scope }, query, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="ndfl-${query.year}-q${query.quarter}.csv"`)
      .send(csv);
  }),
];
