// The compliance view for the accountant (decision 0052): one CSV, one line per member in each
// section, the section's figure and amount beside it. Exporting it is audited.
import { COMPLIANCE_CSV_HEADER, csvDocument, type ComplianceReport, type CsvCell } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { russianDate } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { complianceReport } from './queries.js';

const employment = (endedOn: string | null) => (endedOn ? `уволен(а) ${russianDate(endedOn)}` : 'работает сейчас');

function lines(r: ComplianceReport): CsvCell[][] {
  const rates = r.contributions.rates;
  return [
    ...r.npd.agents.map((a) => [
      'Самозанятые: индикатор Минтруда',
      a.fullName,
      a.phone,
      a.inn,
      `месяцев в программе: ${a.months}, в среднем в месяц`,
      a.monthlyAverage,
      `выплачено за 12 месяцев: ${a.paidLastYear}`,
    ]),
    ...r.formerEmployees.map((e) => [
      'Бывшие работники: выплаты в течение двух лет',
      e.fullName,
      e.phone,
      '',
      `заявок: ${e.paidOrders}, выплачено`,
      e.paid,
      `${employment(e.endedOn)}, из них как самозанятому: ${e.paidAsNpd}`,
    ]),
    ...r.lostStatus.map((l) => [
      'Утрачен статус НПД',
      l.fullName,
      l.phone,
      l.inn,
      'ждут выплаты',
      l.pending,
      `${l.reasonText}, на балансе: ${l.available}`,
    ]),
    ...r.contributions.members.map((c) => [
      `Взносы по договорам ГПХ за ${r.year}`,
      c.fullName,
      c.phone,
      '',
      'доход',
      c.income,
      c.contributions === null ? 'ставки на этот год не заданы' : `взносы: ${c.contributions}`,
    ]),
    ...(rates
      ? [[`Взносы по договорам ГПХ за ${r.year}`, 'Итого', '', '', 'взносы', r.contributions.total ?? 0, rates.source]]
      : []),
  ];
}

export async function exportCompliance(db: Queryable, who: AuditActor, year: number, now: Date): Promise<string> {
  const report = await complianceReport(db, year, now);
  await audit(db, who, { action: 'compliance.exported', targetType: 'compliance', targetId: year }, now);
  return csvDocument(COMPLIANCE_CSV_HEADER, lines(report));
}
