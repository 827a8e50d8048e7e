// /lk/statements «Выписки и справки»: the month's statement and the year's income statement of any
// member (decisions 0033 and 0034).
import { Stack } from '@/components/ui/stack';
import { MonthStatement } from './month-statement';
import { YearStatement } from './year-statement';

/** `month`: the month to show first (`YYYY-MM`), when it is one the picker offers. */
export function StatementsScreen({ month }: { month?: string | undefined } = {}) {
  return (
    <Stack>
      <MonthStatement initial={month} />
      <YearStatement />
    </Stack>
  );
}
