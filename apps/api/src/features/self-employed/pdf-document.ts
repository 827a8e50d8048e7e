// A plain A4 document for the member's statements (decision 0034): pdf-lib with fontkit embedding
// DejaVu Sans (the `dejavu-fonts-ttf` package, free licence) as a subset, so the Cyrillic text is
// real text a reader can search and copy. Lines wrap at spaces and pages are added as they fill.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Buffer> | undefined;
const font = () => (fontBytes ??= readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

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

export interface PdfWriter {
  /** A paragraph, wrapped. */
  write(text: string, size?: number, gap?: number): void;
  /** A label on the left, values right-aligned in columns (the last column at the right edge). */
  row(label: string, ...values: string[]): void;
  space(points: number): void;
  save(): Promise<Uint8Array>;
}

export async function pdfDocument(title: string): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f = await doc.embedFont(await font(), { subset: true });
  doc.setTitle(title);
  doc.setLanguage('ru-RU');
  let page: PDFPage = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - 64;
  const room = (needed: number) => {
    if (y - needed >= 64) return;
    page = doc.addPage(A4);
    y = A4[1] - 64;
  };
  return {
    write(text, size = 11, gap = 6) {
      for (const line of wrap(text, f, size, width)) {
        room(size);
        page.drawText(line, { x: MARGIN, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
        y -= size + gap;
      }
    },
    row(label, ...values) {
      const size = values.length > 2 ? 8 : 11;
      room(size);
      page.drawText(label, { x: MARGIN, y, size, font: f });
      // A table's columns share the right four fifths of the line; a single value sits at the edge.
      const column = values.length > 1 ? (width * 0.8) / values.length : 0;
      values.forEach((value, i) => {
        const right = MARGIN + width - (values.length - 1 - i) * column;
        page.drawText(value, { x: right - f.widthOfTextAtSize(value, size), y, size, font: f });
      });
      y -= size + 7;
    },
    space(points) {
      y -= points;
    },
    save: () => doc.save(),
  };
}
