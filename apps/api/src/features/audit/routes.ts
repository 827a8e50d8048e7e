import { exportAuditRoute, listAuditRoute, reportCrossSiteRefusalRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from './service.js';
import { recordRefusedAttempt } from './refused-attempts.js';
import { audit, exportAuditCsv, listAudit } from './service.js';

export const auditRoutes = [
  implement(listAuditRoute, async ({ deps, query }) => {
    const { skipCount, maxResultCount, ...filter } = query;
    return listAudit(deps.db, filter, { skip: skipCount, take: maxResultCount });
  }),
  implement(exportAuditRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportAuditCsv(deps.db, query);
    await deps.db.transaction((tx) =>
      audit(tx, auditActorOf(operator), { action: 'audit.exported', after: query }, deps.clock.now()),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-${deps.clock.now().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  }),
  implement(reportCrossSiteRefusalRoute, async ({ deps, operator, body }) => ({
    recorded: await recordRefusedAttempt(deps, auditActorOf(operator), {
      action: 'operator.cross_site_refused',
      // One count for every path: the other site chooses the paths, not how many rows they make.
      operationId: 'crossSite',
      refusal: body.method,
      path: body.path.split('?')[0]!,
    }),
  })),
];
