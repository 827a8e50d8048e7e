'use client';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, in CSS pixels, kept up to date as it changes (0 until it is
 * laid out). The chart draws in real pixels with it, so that its text keeps its size on any screen
 * instead of being scaled down with a fixed drawing.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
