'use client';
// Opens the <details> an address points at ('/help#sign-in-sms', the link under the sign-in form):
// a browser scrolls to such a target but leaves it closed, so the answer would still be hidden.
import { useEffect } from 'react';

function openTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (target instanceof HTMLDetailsElement && !target.open) {
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }
}

/** Renders nothing; put it once on a page of questions as <details id="…">. */
export function OpenTargetDetails() {
  useEffect(() => {
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, []);
  return null;
}
