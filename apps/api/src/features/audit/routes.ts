import { exportAuditRoute, listAuditRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../operators/service.js';
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
];
