// The finance team's export of self-employed receipts (decision 0034): one line per payout's
// receipt in the period (Moscow days, both inclusive), with a totals line; the export is audited.
import { csvDocument, type ReceiptsExportQuery } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { audit, type AuditActor } from '../audit/service.js';
import type { Scoped } from '../dealer-scope/service.js';
import { listReceipts } from './queries.js';
import { moscowDayTimeText } from '../../lib/moscow-time.js';

const HEADER = ['Заявка', 'Дата чека', 'Участник', 'Телефон', 'ИНН', 'Услуга', 'Сумма, ₽', 'Номер чека', 'Ссылка на чек'];

export async function exportReceipts(db: Db, who: AuditActor & Scoped, q: ReceiptsExportQuery, now: Date): Promise<string> {
  const from = new Date(`${q.dateFrom}T00:00:00+03:00`);
  const to = new Date(new Date(`${q.dateTo}T00:00:00+03:00`).getTime() + 86_400_000);
  const rows = await listReceipts(db, { from, to, seenBy: who });
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const csv = csvDocument(HEADER, [
    ...rows.map((r) => [
      String(r.orderId),
      moscowDayTimeText(r.registeredAt),
      r.name,
      r.phone,
      r.inn,
      r.serviceName,
      toPoints(r.amount),
      r.receiptId ?? '',
      r.url ?? '',
    ]),
    ['Итого', `Чеков: ${rows.length}`, '', '', '', '', toPoints(total), '', ''],
  ]);
  await db.transaction((tx) =>
    audit(
      tx,
      who,
      { action: 'self_employed.receipts_exported', after: { ...q, receipts: rows.length, total: toPoints(total) } },
      now,
    ),
  );
  return csv;
}
