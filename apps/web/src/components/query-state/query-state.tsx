// The states of a screen or a card that shows one query: loading (a skeleton the shape of the
// content, and a word for screen readers), failed with nothing to show (the error and 'Повторить'),
// empty, and the content. An error after something was shown leaves it in place: the screen's own
// foot (LoadMore, for example) says that the next part failed.
import type { ReactNode } from 'react';
import { isShownError } from '@/lib/queries/member';
import { forms } from '@/lib/texts/common';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '../status-message/status-message';

/** The parts of a TanStack Query result this needs (a query or an infinite query). */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export interface EmptyState {
  title: string;
  text?: string | undefined;
  action?: ReactNode;
}

interface QueryStateProps {
  query: QueryLike;
  /** Stands in for the content while it loads; hidden from screen readers by itself (Skeleton is). */
  skeleton: ReactNode;
  /** Said once to screen readers while it loads. */
  loadingText?: string | undefined;
  /** The error's title; a 'Повторить' button asks again. */
  errorText: string;
  /** Shown instead of the content when the answer holds nothing (false: it holds something). */
  empty?: EmptyState | false | null | undefined;
  /** `card` where the state stands on the page by itself, `inset` (default) inside a card. */
  surface?: 'inset' | 'card' | undefined;
  children?: ReactNode;
}

export function QueryState({ query, skeleton, loadingText, errorText, empty, surface, children }: QueryStateProps) {
  if (query.isPending) {
    return (
      <>
        {loadingText ? (
          <span className="visually-hidden" role="status">
            {loadingText}
          </span>
        ) : null}
        {skeleton}
      </>
    );
  }
  if (query.isError && query.data === undefined) {
    // Signing out takes the page away to /login: there is nothing to say.
    if (!isShownError(query.error)) return null;
    return (
      <StatusMessage
        kind="error"
        surface={surface}
        title={errorText}
        action={
          <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
            {forms.retry}
          </Button>
        }
      />
    );
  }
  if (empty) return <StatusMessage kind="empty" surface={surface} title={empty.title} text={empty.text} action={empty.action} />;
  return <>{children}</>;
}
