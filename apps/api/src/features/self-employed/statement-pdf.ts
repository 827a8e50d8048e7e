// The monthly and yearly statements as PDFs (decisions 0033 and 0034), drawn on `pdf-document.ts`.
import { formatRoubles as rub, type IncomeStatement, type Statement } from '@cabinet/contracts';
import { moscowDay, pdfDocument, type PdfWriter } from './pdf-document.js';

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
      `${moscowDay.format(new Date(r.registeredAt))} · заявка № ${r.orderId} · ${rub(r.amount)} · чек ${r.receiptId ?? 'регистрируется'}`,
      10,
      4,
    );
    if (r.url) pdf.write(r.url, 8, 6);
  }
}

export async function statementPdf(s: Statement, who: StatementHolder): Promise<Uint8Array> {
  const title = `Выписка за ${s.title}`;
  const pdf = await pdfDocument(title);
  header(pdf, title, who);
  pdf.row('Начислено', rub(s.accrued));
  pdf.row('Удержано за расторгнутые договоры', rub(s.clawedBack));
  pdf.row('Выплачено', rub(s.paid));
  if (s.ndflWithheld > 0) pdf.row('из них пришло на карту', rub(s.paidToBank));
  pdf.row('Налог', rub(s.tax));
  if (s.ndflPaidByCompany > 0) pdf.row('НДФЛ, уплаченный компанией сверх выплат', rub(s.ndflPaidByCompany));
  pdf.row('Долг на конец месяца', rub(s.debt));
  pdf.space(4);
  pdf.write(s.taxNote, 9);
  receiptLines(pdf, s.receipts);
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
