'use client';
// Opening a member's own file (a scan) in a tab of its own. The tab's request carries the session
// cookie only, whose access token lapses between the page's calls: the tab is opened at the click —
// a tab opened after an await is a pop-up the browser may block — the session is renewed if it had
// lapsed, and then the tab is sent to the file.
import type { MouseEvent } from 'react';
import { getBrowserSession } from './browser-session';

/** A link's click handler; a modified click (a background tab, a window) is the browser's own. */
export function openWithSession(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const url = event.currentTarget.href;
  const tab = window.open('', '_blank');
  // No tab (blocked, or a browser that opens none): the link does what it would have done.
  if (!tab) return;
  event.preventDefault();
  tab.opener = null;
  getBrowserSession()
    .revalidate()
    .catch(() => {
      // Signed out meanwhile: the tab shows the API's answer, as the plain link would.
    })
    .finally(() => tab.location.replace(url));
}
