'use client';
// Every link of the web app: an anchor that navigates inside the app through the router, and asks
// for the page's prefetch once the visitor shows they may open it — a pointer over it, a finger on
// it, the keyboard's focus — instead of as soon as it is on the screen (the pattern of Next's
// prefetching guide). The pages are rendered per member with their data and have no loading
// boundary, so a prefetch on sight brought only the route's frame, and the shell's links alone asked
// the app server for it twice each on every page load (docs/performance.md).
//
// It is not Next's <Link>: what the cabinet uses of it — a click that navigates, a prefetch on
// intent — is the router's push and prefetch, and <Link> with its URL objects, viewport observer
// and link status was 3.5 kB (gzip) of every page's first load (decision 0038). eslint.config.js
// keeps `next/link` out of the app.
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface IntentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Replaces the history entry instead of adding one. */
  replace?: boolean;
}

/** A path of the app: a new tab, a download, another origin or a modified click stay the browser's. */
function navigatesInApp(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(href, window.location.href).origin === window.location.origin;
}

/** Prefetchable: a path of this origin (Next refuses `javascript:` and other origins). */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function IntentLink({ href, replace, onClick, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  // A download (a scan, a PDF) is a file, not a page: nothing to prefetch.
  const prefetch = () => {
    if (isAppPath(href) && props.download === undefined) router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!navigatesInApp(event, href)) return;
        event.preventDefault();
        if (replace) router.replace(href);
        else router.push(href);
      }}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
