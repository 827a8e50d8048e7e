'use client';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width inside an element's border and scroll bar, in whole CSS pixels, kept up to date as it
 * changes; `initial` until it is laid out. Rounded down, so that what is drawn or scaled to it never
 * overflows it by a fraction of a pixel. The balance chart draws in real pixels with it, so that its
 * text keeps its size on any screen instead of being scaled down with a fixed drawing; the back
 * office fits a scan or a preview frame to it.
 *
 * `beforePaint`: measured before the element is first painted, in the commit that mounts it (the
 * back office's frames, drawn at once at their size). Without it the first width comes with the
 * ResizeObserver's first report, after the browser has laid the page out, and is drawn in a
 * transition: a part that the server rendered at its final height (the balance chart) is not drawn
 * a second time inside the page's hydration, which would make that one long task longer
 * (docs/performance.md).
 */
export function useElementWidth<T extends HTMLElement>(initial = 0, { beforePaint = true } = {}) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // clientWidth leaves out the border and the scroll bar but is rounded; the box's own width keeps its fraction.
    if (beforePaint) setWidth(Math.min(element.clientWidth, Math.floor(element.getBoundingClientRect().width)));
    let reported = beforePaint;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (reported) setWidth(measured);
      else startTransition(() => setWidth(measured));
      reported = true;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [beforePaint]);
  return { ref, width };
}
