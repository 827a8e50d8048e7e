import {
  acceptConsentRoute,
  acceptRulesRoute,
  adminLegalRoute,
  exportLegalAcceptancesRoute,
  legalStandingsRoute,
  publishLegalRoute,
  rulesCodeRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { audit, auditActorOf } from '../audit/service.js';
import { adminLegal, exportLegalAcceptances, publishLegal } from './admin-service.js';
import { acceptConsent, acceptRules, legalStandings, requestRulesCode } from './service.js';

/** The rules and the consent: the member's acceptance, the back office's versions and log. */
export const legalRoutes = [
  implement(legalStandingsRoute, async ({ deps, member }) => legalStandings(deps.db, member.memberId)),
  implement(rulesCodeRoute, async ({ deps, log, member, body }) =>
    requestRulesCode({ ...deps, log }, member.memberId, body.versionId),
  ),
  implement(acceptRulesRoute, async ({ deps, member, body, req }) =>
    acceptRules(
      deps,
      { memberId: member.memberId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
      body.versionId,
      body.code,
    ),
  ),
  implement(acceptConsentRoute, async ({ deps, member, body, req }) =>
    acceptConsent(deps, { memberId: member.memberId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null }, body.versionId),
  ),
  implement(adminLegalRoute, async ({ deps }) => adminLegal(deps.db)),
  implement(publishLegalRoute, async ({ deps, operator, params, body }) =>
    publishLegal(deps.db, auditActorOf(operator), params.kind, body.summary, deps.clock.now()),
  ),
  implement(exportLegalAcceptancesRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportLegalAcceptances(deps.db, query.kind);
    await deps.db.transaction((tx) =>
      audit(tx, auditActorOf(operator), { action: 'legal.acceptances_exported', after: query }, deps.clock.now()),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="acceptances-${deps.clock.now().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  }),
];
