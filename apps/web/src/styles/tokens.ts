// The tokens JS needs (styles/tokens.css holds them all): the three widths every layout changes at,
// for what is written outside a stylesheet — an image's `sizes`, which the browser reads before the CSS.

/** The three breakpoints, in CSS pixels: a `@media` uses `(width >= N)` or `(width < N)` of one of them. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024, wide: 1440 } as const;
