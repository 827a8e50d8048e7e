// Page scrolling is locked while any modal is open (product §2); nested modals share one lock.

let holders = 0;
let saved = { overflow: '', paddingRight: '' };

/** Locks the page's scrolling; the returned function releases this holder's lock once. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    }
  };
}
