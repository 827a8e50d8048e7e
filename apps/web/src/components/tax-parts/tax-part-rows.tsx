// The НДФЛ withheld from a withdrawal, one «НДФЛ 13 %» row per rate (decision 0033): rows of the
// `<dl>` they stand in — the withdrawal's confirmation, the member's order.
import type { TaxPartView } from '@cabinet/contracts/client';
import { formatPercent, formatPoints } from '@/lib/format';
import { taxPartTexts } from './texts';

export function TaxPartRows({ parts, testId }: { parts: readonly TaxPartView[]; testId: string }) {
  return parts.map((part) => (
    <div key={part.rate}>
      <dt>{taxPartTexts.line(formatPercent(part.rate))}</dt>
      <dd className="nowrap" data-testid={testId}>
        −{formatPoints(part.tax)}
      </dd>
    </div>
  ));
}
