// The history's first page read on the app server, so that the member's own moment — the balance and
// the latest lines — comes with the page's HTML. The rest of the page does not wait for it: the page
// renders this under <Suspense> and the lines stream in when the API answers.
import 'server-only';
import { accountHistoryApiQuery, accountHistoryRoute } from '@cabinet/contracts';
import { SeedQueries } from '@/lib/queries/seed-queries';
import { prefetchFirstPage, prefetchForPage } from '@/lib/server/prefetch';
import { HistoryPart } from '@/features/balance/components/history-part';
import { EMPTY_FILTERS, toHistoryQuery } from '@/features/balance/history-filters';
import { balanceQueries, HISTORY_SCREEN_PAGE } from '@/features/balance/queries';

/** The first screen's filter (every category, no dates or search) as the API's own call spells it. */
const FIRST_PAGE = accountHistoryApiQuery({
  skipCount: 0,
  maxResultCount: HISTORY_SCREEN_PAGE,
  ...toHistoryQuery(EMPTY_FILTERS),
});

export async function FirstHistoryPage() {
  const seeded = await prefetchForPage([
    prefetchFirstPage(accountHistoryRoute, balanceQueries.history(toHistoryQuery(EMPTY_FILTERS)), FIRST_PAGE),
  ]);
  return (
    <SeedQueries queries={seeded}>
      <HistoryPart />
    </SeedQueries>
  );
}
