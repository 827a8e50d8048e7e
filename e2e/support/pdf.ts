// A statement downloaded from the cabinet, opened as the member's PDF reader would.
import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/** The downloaded file opens as a PDF: its first bytes, then pdf-lib reads its pages and title. */
export async function openPdf(download: Download): Promise<PDFDocument> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  return pdf;
}
