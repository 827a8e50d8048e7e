'use client';
// The layout of product §2: collapsible sidebar (a drawer on narrow screens), top bar, content.
//
// The sidebar and the top bar each sit in a Suspense boundary that never shows a fallback (they
// never suspend on the server, so their HTML is written in place): React hydrates such a boundary
// after the rest, in slices that give the main thread back every few milliseconds, and an input
// into one not yet hydrated hydrates it first (decision 0038) — only when their data came with the
// page (`seeded`). The member's data they show is read here and handed down (shell-queries.ts). The
// page itself has no boundary: it awaits its data on the server, and a boundary around it would
// send the shell first and the page later, revealed by a script after the first paint.
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { useTouchDevice } from '@/lib/use-touch-device';
import { shell } from '../texts';
import skip from './skip-link.module.css';
import styles from './shell.module.css';
import { useShellQueries } from './shell-queries';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

interface AppShellProps {
  productName: string;
  /** From the session, so the greeting is there in the first paint. */
  firstName: string;
  /** The member's last choice (SIDEBAR_COOKIE), read by the layout. */
  initialCollapsed: boolean;
  /** Whether the request's user agent is a touch device's (lib/touch.ts), read by the layout. */
  touchGuess: boolean;
  /**
   * Whether the shell's data came with the page (the layout's read was taken). Only then may the
   * sidebar and the top bar hydrate after the rest: without it they were written as skeletons, and
   * a query the page or the other part fetches in the meantime would hydrate them with data the
   * server's HTML does not hold — a hydration error, and the part rendered again from scratch.
   */
  seeded: boolean;
  children: ReactNode;
}

/** A boundary of its own for a shell part whose HTML holds what the browser's cache holds. */
function Later({ on, children }: { on: boolean; children: ReactNode }) {
  return on ? <Suspense>{children}</Suspense> : children;
}

export function AppShell({ productName, firstName, initialCollapsed, touchGuess, seeded, children }: AppShellProps) {
  // As the page was first written: the layout is rendered again after each token refresh, and a
  // boundary put in or taken out then would mount the sidebar and the top bar anew.
  const [partsLater] = useState(seeded);
  // Read here, outside those boundaries, and passed to the parts as props (shell-queries.ts).
  const queries = useShellQueries();
  const [collapsedChoice, setCollapsed] = useState(initialCollapsed);
  const toggleCollapsed = useCallback(() => {
    setCollapsed((was) => {
      const now = !was;
      const secure = window.location.protocol === 'https:' ? '; secure' : '';
      document.cookie = `${SIDEBAR_COOKIE}=${now ? 'collapsed' : 'expanded'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
      return now;
    });
  }, []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerClose = useRef<HTMLButtonElement>(null);
  // Spec §4 touch detection: a touch screen has no hover to reveal the rail's labels, so the
  // sidebar stays wide there and offers no collapse button.
  const touch = useTouchDevice(touchGuess);
  const collapsed = collapsedChoice && !touch;

  /** Set when the drawer is dismissed (Escape, its close button, the backdrop): focus goes back to the menu button. */
  const returnFocus = useRef(false);
  const dismissDrawer = useCallback(() => {
    returnFocus.current = true;
    setDrawerOpen(false);
  }, []);
  /** Following a link moves on to the new page, where the focus belongs. */
  const closeDrawerForNavigation = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    if (!drawerOpen) {
      // After the commit: the page behind the drawer was inert until now and could not take focus.
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    drawerClose.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, dismissDrawer]);

  return (
    <div className={styles.shell} data-collapsed={collapsed}>
      <a href="#page-title" className={skip.skipLink}>
        {shell.skipToContent}
      </a>
      <Later on={partsLater}>
        <Sidebar
          closeButtonRef={drawerClose}
          productName={productName}
          firstName={firstName}
          queries={queries}
          collapsed={collapsed}
          canCollapse={!touch}
          onToggleCollapsed={toggleCollapsed}
          drawerOpen={drawerOpen}
          onCloseDrawer={dismissDrawer}
          onNavigate={closeDrawerForNavigation}
        />
      </Later>
      {drawerOpen ? <div className={styles.backdrop} onClick={dismissDrawer} aria-hidden="true" /> : null}
      <div className={styles.main} inert={drawerOpen}>
        <Later on={partsLater}>
          <TopBar
            menuButtonRef={menuButton}
            productName={productName}
            drawerOpen={drawerOpen}
            onOpenDrawer={() => setDrawerOpen(true)}
            notificationsOn={queries.notifications.data?.message === true}
          />
        </Later>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
