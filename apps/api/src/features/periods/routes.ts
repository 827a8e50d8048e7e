import {
  documentSignCodeRoute,
  signDocumentRoute,
  listPeriodDocumentsRoute,
  listPeriodsRoute,
  periodDocumentPdfRoute,
  requestPeriodCloseRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { documentPdf } from './document-pdf.js';
import { requestSignCode, signDocument } from './sign.js';
import { listDocuments, listPeriods, readDocument, requestClose } from './service.js';

/**
 * Closing months in the back office — a proposal is approved or refused at the approvals door (decision
 * 0060) — and the member's documents of closed months.
 */
export const periodRoutes = [
  implement(listPeriodsRoute, async ({ deps }) => listPeriods(deps.db, deps.env, deps.clock.now())),
  implement(requestPeriodCloseRoute, async ({ deps, operator, params }) =>
    requestClose(deps, auditActorOf(operator), params.month, deps.clock.now()),
  ),
  implement(listPeriodDocumentsRoute, async ({ deps, member }) => listDocuments(deps.db, member.memberId, deps.clock.now())),
  implement(periodDocumentPdfRoute, async ({ deps, member, params, reply }) => {
    const { document, content, signature } = await readDocument(deps.db, member.memberId, params.id, deps.clock.now());
    const bytes = await documentPdf(document, content, signature);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="document-${document.month}.pdf"`)
      .send(Buffer.from(bytes));
  }),

  implement(documentSignCodeRoute, async ({ deps, log, member, params }) =>
    requestSignCode({ ...deps, log }, member.memberId, params.id),
  ),
  implement(signDocumentRoute, async ({ deps, member, params, body, req }) =>
    signDocument(
      deps,
      { memberId: member.memberId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
      params.id,
      body.code,
    ),
  ),
];
