// /lk/statements «Выписки и справки»: the month's statement and the year's income statement of any
// member (decisions 0033 and 0034).
import { MonthStatement } from './month-statement';
import { YearStatement } from './year-statement';

export function StatementsScreen() {
  return (
    <div className="stack">
      <MonthStatement />
      <YearStatement />
    </div>
  );
}
