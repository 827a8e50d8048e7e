import {
  bindNpdRoute,
  checkNpdRoute,
  exportNpdReceiptsRoute,
  getIncomeStatementPdfRoute,
  getIncomeStatementRoute,
  getNpdRoute,
  getNpdSettingsRoute,
  getStatementPdfRoute,
  getStatementRoute,
} from '@cabinet/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { auditActorOf } from '../audit/service.js';
import { countSelfEmployed, readMemberName } from './queries.js';
import { npdSettings } from './settings.js';
import { exportReceipts } from './receipts-export.js';
import { bindNpd, checkNpd, npdView, refreshBinding } from './service.js';
import { incomeStatement, monthlyStatement } from './statement.js';
import { incomeStatementPdf, statementPdf, type StatementHolder } from './statement-pdf.js';

/** A statement as the PDF the member downloads, with their name and ИНН on it. */
async function sendStatementPdf<S>(
  deps: AppDeps,
  memberId: string,
  reply: FastifyReply,
  pdf: { read: () => Promise<S>; draw: (statement: S, who: StatementHolder) => Promise<Uint8Array>; file: string },
): Promise<FastifyReply> {
  const [statement, who] = await Promise.all([pdf.read(), readMemberName(deps.db, memberId)]);
  const bytes = await pdf.draw(statement, { ...who, productName: deps.env.PRODUCT_NAME });
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.file}"`)
    .send(Buffer.from(bytes));
}

/** The member's self-employed section, their statements, and the finance team's receipts export. */
export const selfEmployedRoutes = [
  implement(getNpdRoute, async ({ deps, member, log }) => {
    const view = await npdView(deps.db, deps, member.memberId, deps.clock.now());
    // Back from «Мой налог»: the pending request's answer is read at the provider.
    if (view.binding?.status !== 'pending') return view;
    try {
      await refreshBinding(deps, member.memberId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      log.warn({ code: err.code }, 'the binding could not be read again; the stored status is shown');
      return view;
    }
    return npdView(deps.db, deps, member.memberId, deps.clock.now());
  }),
  implement(checkNpdRoute, async ({ deps, member }) => {
    await checkNpd(deps, member.memberId, { wait: false });
    return npdView(deps.db, deps, member.memberId, deps.clock.now());
  }),
  implement(bindNpdRoute, async ({ deps, member }) => {
    await bindNpd(deps, member.memberId);
    return npdView(deps.db, deps, member.memberId, deps.clock.now());
  }),
  implement(getStatementRoute, async ({ deps, member, query }) =>
    monthlyStatement(deps.db, deps.env, member.memberId, query.month),
  ),
  implement(getStatementPdfRoute, async ({ deps, member, query, reply }) =>
    sendStatementPdf(deps, member.memberId, reply, {
      read: () => monthlyStatement(deps.db, deps.env, member.memberId, query.month),
      draw: statementPdf,
      file: `statement-${query.month}.pdf`,
    }),
  ),
  implement(getIncomeStatementRoute, async ({ deps, member, query }) =>
    incomeStatement(deps.db, deps.env, member.memberId, query.year),
  ),
  implement(getIncomeStatementPdfRoute, async ({ deps, member, query, reply }) =>
    sendStatementPdf(deps, member.memberId, reply, {
      read: () => incomeStatement(deps.db, deps.env, member.memberId, query.year),
      draw: incomeStatementPdf,
      file: `income-${query.year}.pdf`,
    }),
  ),
  implement(getNpdSettingsRoute, async ({ deps, operator }) => {
    const s = npdSettings(deps.env);
    return {
      limit: s.limit / 100,
      limitSource: s.limitSource,
      warnPercent: s.warnPercent,
      taxRatePercent: s.taxRatePercent,
      serviceName: s.serviceName,
      checksPerMinute: deps.env.NPD_STATUS_CHECKS_PER_MINUTE,
      ...(await countSelfEmployed(deps.db, operator)),
    };
  }),
  implement(exportNpdReceiptsRoute, async ({ deps, operator, query, reply }) => {
    const csv = await exportReceipts(deps.db, { ...auditActorOf(operator), scope: operator.scope }, query, deps.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="npd-receipts-${query.dateFrom}-${query.dateTo}.csv"`)
      .send(csv);
  }),
];
