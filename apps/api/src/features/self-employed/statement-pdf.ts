// The monthly statement as a PDF (decision 0034): pdf-lib with fontkit embedding DejaVu Sans (the
// `dejavu-fonts-ttf` package, free licence) as a subset, so the Cyrillic text is real text a reader
// can search and copy.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatPoints, type Statement } from '@cabinet/contracts';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Buffer> | undefined;
const font = () => (fontBytes ??= readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));

const rub = (points: number) => `${formatPoints(points, { withUnit: false })}\u00a0₽`;
const moscowDay = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeZone: 'Europe/Moscow' });

/** Splits a line to the page's width at spaces. */
function wrap(text: string, f: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && f.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function statementPdf(
  s: Statement,
  who: { name: string; productName: string; inn: string | null },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f = await doc.embedFont(await font(), { subset: true });
  doc.setTitle(`Выписка за ${s.title}`);
  doc.setLanguage('ru-RU');
  let page: PDFPage = doc.addPage([595.28, 841.89]);
  const left = 56;
  const width = 595.28 - 2 * left;
  let y = 841.89 - 64;
  const write = (text: string, size = 11, gap = 6) => {
    for (const line of wrap(text, f, size, width)) {
      if (y < 64) {
        page = doc.addPage([595.28, 841.89]);
        y = 841.89 - 64;
      }
      page.drawText(line, { x: left, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };
  const row = (label: string, value: string) => {
    page.drawText(label, { x: left, y, size: 11, font: f });
    page.drawText(value, { x: left + width - f.widthOfTextAtSize(value, 11), y, size: 11, font: f });
    y -= 18;
  };

  write(who.productName, 10);
  write(`Выписка за ${s.title}`, 18, 10);
  write(who.name);
  if (who.inn) write(`ИНН ${who.inn}`);
  y -= 8;
  row('Начислено', rub(s.accrued));
  row('Удержано за расторгнутые договоры', rub(s.clawedBack));
  row('Выплачено', rub(s.paid));
  row('Налог', rub(s.tax));
  row('Долг на конец месяца', rub(s.debt));
  y -= 4;
  write(s.taxNote, 9);
  if (s.receipts.length > 0) {
    y -= 8;
    write('Чеки НПД по выплатам', 13, 8);
    for (const r of s.receipts) {
      write(
        `${moscowDay.format(new Date(r.registeredAt))} · заявка № ${r.orderId} · ${rub(r.amount)} · чек ${r.receiptId ?? 'регистрируется'}`,
        10,
        4,
      );
      if (r.url) write(r.url, 8, 6);
    }
  }
  return doc.save();
}
