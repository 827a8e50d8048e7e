'use client';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width inside an element's border and scroll bar, in whole CSS pixels, kept up to date as it
 * changes; `initial` until it is laid out. Rounded down, so that what is drawn or scaled to it never
 * overflows it by a fraction of a pixel. The balance chart draws in real pixels with it, so that its
 * text keeps its size on any screen instead of being scaled down with a fixed drawing; the back
 * office fits a scan or a preview frame to it.
 */
export function useElementWidth<T extends HTMLElement>(initial = 0) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint too. clientWidth leaves out the border and the scroll bar but is
    // rounded; the box's own width keeps its fraction.
    setWidth(Math.min(element.clientWidth, Math.floor(element.getBoundingClientRect().width)));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
