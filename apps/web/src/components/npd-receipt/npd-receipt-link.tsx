// An НПД receipt where a payout is shown (the order, the history line, the statements; decision
// 0034): a link to the receipt at ФНС once «Мой налог» has registered it, the words of waiting until
// then. Each place names it in its own words.
import type { ReactNode } from 'react';

export interface NpdReceiptRef {
  receiptId: string | null;
  url: string | null;
}

export function NpdReceiptLink({
  receipt,
  label,
  pending,
  testId,
}: {
  receipt: NpdReceiptRef;
  label: (receiptId: string) => string;
  /** What stands while the receipt has no number yet. */
  pending: ReactNode;
  testId?: string;
}) {
  if (!receipt.url || !receipt.receiptId) return pending;
  return (
    <a href={receipt.url} target="_blank" rel="noreferrer" className="nowrap" data-testid={testId}>
      {label(receipt.receiptId)}
    </a>
  );
}
