// What a history line says once: the API writes the contract's or the order's number into the
// description ('Договор № АД-2026-002233 от 21.11.2026, …', 'Заявка № 8: Сбербанк, СБП …'), so the
// line marks the number where the description has it instead of repeating it beside it.
import type { HistoryEntry } from '@cabinet/contracts/client';

type LinePart =
  { kind: 'text'; text: string } | { kind: 'contract'; text: string } | { kind: 'order'; text: string; orderId: number };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The description cut into plain text and the contract number or the order reference in it, and
 * what the line must still show on its own because the description does not say it.
 */
export function historyLine(entry: Pick<HistoryEntry, 'description' | 'contractNumber' | 'orderId'>): {
  parts: LinePart[];
  contractApart: boolean;
  orderApart: boolean;
} {
  const patterns: { kind: 'contract' | 'order'; re: RegExp }[] = [];
  if (entry.contractNumber) patterns.push({ kind: 'contract', re: new RegExp(escape(entry.contractNumber)) });
  if (entry.orderId) patterns.push({ kind: 'order', re: new RegExp(`Заявка\\s?№[\\s\\u00a0]?${entry.orderId}(?!\\d)`) });

  let parts: LinePart[] = entry.description ? [{ kind: 'text', text: entry.description }] : [];
  const found = new Set<string>();
  for (const { kind, re } of patterns) {
    parts = parts.flatMap((part): LinePart[] => {
      if (part.kind !== 'text' || found.has(kind)) return [part];
      const match = re.exec(part.text);
      if (!match) return [part];
      found.add(kind);
      const before = part.text.slice(0, match.index);
      const after = part.text.slice(match.index + match[0].length);
      const marked: LinePart = kind === 'contract' ? { kind, text: match[0] } : { kind, text: match[0], orderId: entry.orderId! };
      return [
        ...(before ? [{ kind: 'text' as const, text: before }] : []),
        marked,
        ...(after ? [{ kind: 'text' as const, text: after }] : []),
      ];
    });
  }
  return {
    parts,
    contractApart: Boolean(entry.contractNumber) && !found.has('contract'),
    orderApart: Boolean(entry.orderId) && !found.has('order'),
  };
}
