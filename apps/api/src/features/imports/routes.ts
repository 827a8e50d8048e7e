import {
  applyImportRoute,
  csvDocument,
  getImportRoute,
  IMPORT_TEMPLATE_FILE_NAME,
  IMPORT_TEMPLATE_HEADER,
  IMPORT_TEMPLATE_ROWS,
  importTeamStructureRoute,
  importTemplateRoute,
  listImportRowsRoute,
  listImportsRoute,
  previewImportRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { bytesOf } from '../../lib/uploads/spooled-file.js';
import { audit, auditActorOf } from '../audit/service.js';
import { applyStructureRows, countsOf } from '../teams/service.js';
import { applyImport, findImport, listImportRows, listImports, previewImport } from './service.js';
import { parseStructureFile } from './structure-file.js';

export const importRoutes = [
  implement(previewImportRoute, async ({ deps, log, operator, upload }) =>
    previewImport(
      { ...deps, log },
      { ...auditActorOf(operator), operatorId: operator.operatorId },
      { bytes: await bytesOf(upload.file), fileName: upload.fields.fileName ?? '' },
    ),
  ),
  implement(importTemplateRoute, async ({ reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${IMPORT_TEMPLATE_FILE_NAME}"`)
      .send(csvDocument(IMPORT_TEMPLATE_HEADER, IMPORT_TEMPLATE_ROWS)),
  ),
  implement(listImportsRoute, async ({ deps, query }) => listImports(deps.db, query.skipCount, query.maxResultCount)),
  implement(getImportRoute, async ({ deps, params }) => {
    const job = await findImport(deps.db, params.id);
    if (!job) throw new AppError('not_found');
    return job;
  }),
  implement(listImportRowsRoute, async ({ deps, params, query }) => {
    if (!(await findImport(deps.db, params.id))) throw new AppError('not_found');
    return listImportRows(deps.db, params.id, { kind: query.kind, skip: query.skipCount, take: query.maxResultCount });
  }),
  implement(applyImportRoute, async ({ deps, log, operator, params }) =>
    applyImport({ ...deps, log }, auditActorOf(operator), params.id),
  ),
  // The team structure's file (decision 0065): read here with the contracts file's readers, applied by the teams feature.
  implement(importTeamStructureRoute, async ({ deps, operator, upload }) => {
    const rows = await parseStructureFile(await bytesOf(upload.file));
    const who = auditActorOf(operator);
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const summary = await applyStructureRows(tx, who, rows, now);
      await audit(tx, who, { action: 'team.structure_imported', targetType: 'team_structure', after: countsOf(summary) }, now);
      return summary;
    });
  }),
];
