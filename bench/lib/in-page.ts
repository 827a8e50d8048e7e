// What the web bench runs inside the page it loads on the phone (bench/lib/phone.ts). Playwright
// sends each function's source to the page: they use nothing from this module's scope (its types
// are stripped before the source is read), and every time they answer is the page's own clock, in
// milliseconds since its navigation began.

/** An entry as the observers keep it. */
export interface Timing {
  name: string;
  start: number;
  duration: number;
}

/** An input's entry ('event', 'first-input'): when its handlers began, and the interaction it belongs to. */
export interface InputTiming extends Timing {
  processingStart: number;
  interactionId: number;
}

/** A layout shift: its score, whether an input came just before it, the elements it moved. */
export interface Shift {
  start: number;
  value: number;
  afterInput: boolean;
  moved: string[];
}

/** What the observers saw. */
export interface Timeline {
  paint: Timing[];
  lcp: { start: number; element: string }[];
  longtask: Timing[];
  event: InputTiming[];
  firstInput: InputTiming[];
  shifts: Shift[];
}

/** An element the page is watched for: `text` in it if given, not disabled if `enabled`. */
export interface Watched {
  css: string;
  text?: string;
  enabled?: boolean;
}

/** A font file the page fetched: when it was asked for and when it had arrived. */
export interface FontFile {
  name: string;
  start: number;
  end: number;
}

// The entries' fields that TypeScript's DOM library does not name (Event Timing's interactionId,
// the Layout Instability API).
type EventEntry = PerformanceEventTiming & { interactionId: number };
type ShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Element | null }[];
};

declare global {
  interface Window {
    __phoneBench: Timeline;
  }
}

/**
 * Observes the page's timeline from the document's first moment (an init script, before the page's
 * own scripts): an observer registered later gets only what the timeline buffered, and Event Timing
 * buffers only events of 104 ms or more.
 */
export function recordTimeline(): void {
  if (window.top !== window) return;
  const seen: Timeline = { paint: [], lcp: [], longtask: [], event: [], firstInput: [], shifts: [] };
  Object.defineProperty(window, '__phoneBench', { value: seen });
  const name = (el: Element | null | undefined) =>
    el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList[0] ? `.${el.classList[0]}` : ''}` : '';
  const timing = (e: PerformanceEntry): Timing => ({ name: e.name, start: e.startTime, duration: e.duration });
  const input = (e: PerformanceEntry): InputTiming => ({
    ...timing(e),
    processingStart: (e as EventEntry).processingStart,
    interactionId: (e as EventEntry).interactionId,
  });
  const watch = <T>(type: string, into: T[], pick: (e: PerformanceEntry) => T, options = {}) =>
    new PerformanceObserver((list) => list.getEntries().forEach((e) => into.push(pick(e)))).observe({
      type,
      buffered: true,
      ...options,
    });
  watch('paint', seen.paint, timing);
  watch('largest-contentful-paint', seen.lcp, (e) => ({
    start: e.startTime,
    element: name((e as LargestContentfulPaint).element),
  }));
  watch('longtask', seen.longtask, timing);
  // 16 ms is the least the API allows: every interaction a member could feel is kept.
  watch('event', seen.event, input, { durationThreshold: 16 });
  watch('first-input', seen.firstInput, input);
  watch('layout-shift', seen.shifts, (e) => ({
    start: e.startTime,
    value: (e as ShiftEntry).value,
    afterInput: (e as ShiftEntry).hadRecentInput,
    moved: ((e as ShiftEntry).sources ?? []).map((source) => name(source.node)).filter(Boolean),
  }));
}

/** Whether the page has had its first input (the moment a tap or a key reached it). */
export function interacted(): boolean {
  return window.__phoneBench.firstInput.length > 0;
}

/** What the observers saw so far. */
export function timeline(): Timeline {
  return window.__phoneBench;
}

/**
 * When the page shows what `alternatives` describe — a list of lists of `{ css, text?, enabled? }`:
 * met once every element of one list is on screen (laid out with a size, not hidden), holds `text`
 * if given and is not disabled if `enabled`. Answers the moment, or false (polled every frame).
 */
export function shownAt(alternatives: Watched[][]): number | false {
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const found = ({ css, text, enabled }: Watched) =>
    [...document.querySelectorAll(css)].some(
      (el) => (!text || el.textContent!.includes(text)) && (!enabled || !(el as HTMLInputElement).disabled) && onScreen(el),
    );
  return alternatives.some((all) => all.every(found)) && performance.now();
}

/**
 * When `{ css, text? }` is React's: hydrated, its props attached to the element (React's own
 * property on every element it has hydrated), so a tap on it does what it says. Polled every frame.
 */
export function hydratedAt({ css, text }: Watched): number | false {
  const el = [...document.querySelectorAll(css)].find((e) => !text || e.textContent!.includes(text));
  return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$')) && performance.now();
}

/**
 * The font files the page fetched, when each was asked for and when it had arrived: the preloaded
 * ones (next/font names them in the response's Link header) and those the layout asked for.
 */
export function fontFiles(): FontFile[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => /\.woff2(\?|$)/.test(e.name))
    .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }));
}

/** When the field `css` holds `typed`. Polled every frame. */
export function valueAt({ css, typed }: { css: string; typed: string }): number | false {
  return !!document.querySelector<HTMLInputElement>(css)?.value.includes(typed) && performance.now();
}
