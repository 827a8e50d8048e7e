// Phones of a notification's recipients as an operator types them or exports them from a
// spreadsheet. The back office reads the text or the CSV with this, shows what it found, and sends
// the normalised phones; the API checks each again.
import { PHONE_RE } from '../common/phone-format.js';

/** The most phones one notification may list; a larger audience is "every member". */
export const NOTIFY_LIST_MAX = 10_000;

/** « и ещё 12» after a list shortened by `more` items, or nothing. */
export function andMoreText(more: number): string {
  return more > 0 ? ` и ещё ${more.toLocaleString('ru-RU')}` : '';
}

/** The refusal of phones the programme does not know: the API's and the back office's check alike. */
export function unknownPhonesText(shown: readonly string[], more: number): string {
  return `Этих номеров нет в программе: ${shown.join(', ')}${andMoreText(more)}. Уберите их из списка.`;
}

/** `+7 (900) 123-45-67`, `8 900 123 45 67`, `9001234567` → `79001234567`; null when it is no mobile phone. */
export function normaliseRecipientPhone(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  return PHONE_RE.test(digits) ? digits : null;
}

export interface ParsedPhones {
  /** Normalised, each once, in the order found. */
  phones: string[];
  /** Lines (or cells) that hold something but no phone, as written; a CSV's header line is not one. */
  unreadable: string[];
}

/**
 * Phones from typed text (one per line, or separated by commas or semicolons) or from a CSV (any
 * column; the other columns — names, notes — are ignored). A line with no phone counts as
 * unreadable, except the first line of a CSV, which is its header.
 */
export function parseRecipientPhones(text: string, opts: { csv?: boolean } = {}): ParsedPhones {
  const phones = new Set<string>();
  const unreadable: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const cells = line
      .split(/[;,\t]/)
      .map((c) => c.trim().replace(/^"|"$/g, '').trim())
      .filter(Boolean);
    if (cells.length === 0) return;
    const found = cells.map(normaliseRecipientPhone).filter((p): p is string => p !== null);
    if (found.length > 0) {
      // A CSV row names one person: its first phone. Typed text may list several on a line.
      for (const phone of opts.csv ? found.slice(0, 1) : found) phones.add(phone);
      if (!opts.csv) for (const cell of cells) if (!normaliseRecipientPhone(cell)) unreadable.push(cell);
    } else if (!(opts.csv && index === 0)) {
      unreadable.push(line.trim());
    }
  });
  return { phones: [...phones], unreadable };
}
