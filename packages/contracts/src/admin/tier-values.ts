// The tier table's limits without zod: the back office's tiers screen reads them.

/** The most levels a month's tier table may have. */
export const TIERS_MAX = 10;
