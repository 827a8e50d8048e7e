// One record of the member's read by its id (an order, a dispute, a line of the history, a contest):
// «not found» with the way back for an id that is not the member's, the skeleton while it comes, the
// error with a retry — or null once the record is there, for the screen to show it.
import type { ReactNode } from 'react';
import { NotFoundMessage } from '@/components/status-message/status-message';
import { ApiRequestError } from '@/lib/api-client/errors';
import { QueryState, type QueryLike } from './query-state';

interface RecordFrame {
  /** The address names no record (an id that does not parse): not found, without asking the API. */
  missing?: boolean;
  texts: { notFound: string; notFoundText: string; back: string; loading: string; error: string };
  /** Where «not found» leads back to: the list the record belongs to. */
  backHref: string;
  surface?: 'inset' | 'card';
  skeleton: ReactNode;
}

export function recordFrame(
  query: QueryLike,
  { missing = false, texts: t, backHref, surface, skeleton }: RecordFrame,
): ReactNode {
  if (missing || (query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <NotFoundMessage title={t.notFound} text={t.notFoundText} back={{ href: backHref, label: t.back }} surface={surface} />
    );
  }
  if (query.data === undefined) {
    return <QueryState query={query} loadingText={t.loading} surface={surface} skeleton={skeleton} errorText={t.error} />;
  }
  return null;
}
