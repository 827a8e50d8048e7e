'use client';
// A page the app server rendered without the member's session: the token had lapsed (or was about
// to), or the API did not take it. Its HTML holds a skeleton, not the page, and the page renders in
// the browser once hydrated. The browser then renews the token and renders the server's parts again
// (product §4, "the page reloads") — and if the page's own HTML were there, that second render would
// reach its later parts (the history streamed in after the rest, a part whose chunk loads on demand)
// before they hydrate: the data it brings would hydrate them with text their HTML lacks, a hydration
// error and the part rendered again from scratch. With a live session none of this applies.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton, SkeletonRows } from '@/components/skeleton/skeleton';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { shell } from '../texts';
import styles from './page-after-renewal.module.css';

const noChange = () => () => undefined;

export function PageAfterRenewal({ sessionLive, children }: { sessionLive: boolean; children: ReactNode }) {
  // False on the server and while hydrating, true in the render React makes right after.
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  useEffect(() => {
    // A token that was about to lapse still serves the browser's calls for a moment: no refusal would
    // renew it, and the server's parts rendered without it would stay so. Renewed now, they render again.
    // A refusal or an API away is handled where the calls meet it.
    if (!sessionLive)
      getBrowserSession()
        .renewIfLapsing()
        .catch(() => undefined);
  }, [sessionLive]);
  if (sessionLive || inBrowser) return children;
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className="visually-hidden" role="status">
        {shell.pageLoading}
      </p>
      <Skeleton width="min(320px, 70%)" height={32} />
      <SkeletonRows count={3} height={120} className={styles.cards} />
    </div>
  );
}
