'use client';
// Every link of the web app (eslint.config.js keeps `next/link` to this file): Next's <Link> whose
// page is prefetched once the visitor shows they may open it — a pointer over it, a finger on it,
// the keyboard's focus — instead of as soon as it is on the screen (the pattern of Next's
// prefetching guide). The pages are rendered per member with their data and have no loading
// boundary, so a prefetch on sight brought only the route's frame, and the shell's links alone asked
// the app server for it twice each on every page load: 18 requests, and their main-thread work
// while the page came alive (docs/performance.md).
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's own prefetching, from the moment intent is shown.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
