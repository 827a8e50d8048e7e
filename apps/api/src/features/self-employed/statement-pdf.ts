// The monthly and yearly statements as PDFs (decisions 0033 and 0034), drawn on `pdf-document.ts`.
import { monthYearInText, formatRoubles as rub, roublesInText, type IncomeStatement, type Statement } from '@cabinet/contracts';
import { moscowDayText } from '../../lib/moscow-time.js';
import { pdfDocument, type PdfWriter } from './pdf-document.js';

export interface StatementHolder {
  name: string;
  productName: string;
  inn: string | null;
}

function header(pdf: PdfWriter, title: string, who: StatementHolder) {
  pdf.write(who.productName, 10);
  pdf.write(title, 18, 10);
  pdf.write(who.name);
  if (who.inn) pdf.write(`ИНН ${who.inn}`);
  pdf.space(8);
}

function receiptLines(pdf: PdfWriter, receipts: Statement['receipts']) {
  if (receipts.length === 0) return;
  pdf.space(8);
  pdf.write('Чеки НПД по выплатам', 13, 8);
  for (const r of receipts) {
    pdf.write(
      `${moscowDayText(new Date(r.registeredAt))} · заявка № ${r.orderId} · ${rub(r.amount)} · чек ${r.receiptId ?? 'регистрируется'}`,
      10,
      4,
    );
    if (r.url) pdf.write(r.url, 8, 6);
  }
}

/** A history line's amount with its sign, as the history shows it: + came in, − went out. */
const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${rub(Math.abs(points))}`;

/**
 * The month's history, every line of it, between the balance before the month and after it: the
 * lines add up to the difference, and the sum is printed so that a reader can check it.
 */
function historyLines(pdf: PdfWriter, s: Statement) {
  pdf.space(8);
  pdf.write('Операции месяца', 13, 8);
  pdf.row('Остаток на начало месяца', rub(s.openingBalance));
  if (s.lines.length === 0) pdf.write('Операций в этом месяце не было.', 10, 6);
  for (const line of s.lines) {
    // A document frozen before the statement wrote its lines' amounts in roubles keeps «б.» in its
    // content (its hash is of that content): the PDF, in roubles throughout, reads those in roubles.
    pdf.row(`${moscowDayText(new Date(line.date))}  ${roublesInText(line.title)}`, signed(line.amount));
    pdf.write(`${roublesInText(line.description)} · ${line.status}`, 8, 6);
  }
  const sum = Math.round(s.lines.reduce((total, line) => total + line.amount * 100, 0)) / 100;
  pdf.row('Итого операций за месяц', signed(sum));
  pdf.row('Остаток на конец месяца', rub(s.closingBalance));
  pdf.write(
    `${rub(s.openingBalance)} ${sum < 0 ? '−' : '+'} ${rub(Math.abs(sum))} = ${rub(s.closingBalance)}. ` +
      'Остаток — баллы, доступные к выводу, за вычетом долга; баллы заявок в обработке в него не входят.',
    8,
    4,
  );
}

export type { PdfWriter } from './pdf-document.js';

/**
 * The month's statement; a closed month's document (features/periods) is the same pages under its
 * own title, with what it adds (its hash, the objection period, the signature) at the end.
 */
export async function statementPdf(
  s: Statement,
  who: StatementHolder,
  opts: { title?: string; end?: (pdf: PdfWriter) => void } = {},
): Promise<Uint8Array> {
  const title = opts.title ?? `Выписка за ${monthYearInText(s.month)}`;
  const pdf = await pdfDocument(title);
  header(pdf, title, who);
  pdf.row('Начислено', rub(s.accrued));
  pdf.row('Удержано за расторгнутые договоры', rub(s.clawedBack));
  if (s.adjusted !== 0) pdf.row('Корректировки баланса', signed(s.adjusted));
  pdf.row('Выплачено', rub(s.paid));
  // Both rails pay by SBP to the account the phone has in the chosen bank — not to a card.
  if (s.ndflWithheld > 0) pdf.row('из них перечислено по СБП в банк', rub(s.paidToBank));
  pdf.row('Налог', rub(s.tax));
  if (s.ndflPaidByCompany > 0) pdf.row('НДФЛ, уплаченный компанией сверх выплат', rub(s.ndflPaidByCompany));
  pdf.row('Долг на конец месяца', rub(s.debt));
  pdf.space(4);
  pdf.write(s.taxNote, 9);
  historyLines(pdf, s);
  receiptLines(pdf, s.receipts);
  opts.end?.(pdf);
  return pdf.save();
}

export async function incomeStatementPdf(s: IncomeStatement, who: StatementHolder): Promise<Uint8Array> {
  const title = `Справка о доходе за ${s.year} год`;
  const pdf = await pdfDocument(title);
  header(pdf, title, who);
  pdf.row('Месяц', 'Выплачено', 'Доход', 'НДФЛ удерж.', 'НДФЛ компании', 'Чеки НПД');
  for (const m of [...s.months, { ...s.totals, title: 'Итого за год' }]) {
    pdf.row(m.title, rub(m.paid), rub(m.income), rub(m.ndflWithheld), rub(m.ndflPaidByCompany), rub(m.npdIncome));
  }
  if (s.months.length === 0) pdf.write(`Выплат в ${s.year} году не было.`, 10);
  pdf.space(4);
  pdf.write(s.note, 9);
  receiptLines(pdf, s.receipts);
  return pdf.save();
}
