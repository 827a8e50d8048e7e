import { complianceCsvRoute, complianceRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { exportCompliance } from './csv.js';
import { complianceReport } from './queries.js';

/** The back office's compliance view and its export for the accountant (decision 0052). */
export const complianceRoutes = [
  implement(complianceRoute, async ({ deps, query }) => complianceReport(deps.db, query.year, deps.clock.now())),
  implement(complianceCsvRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportCompliance(deps.db, auditActorOf(operator), query.year, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="compliance-${query.year}.csv"`)
      .send(csv);
  }),
];
