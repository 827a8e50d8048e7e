// Targets cascaded through the team structure without zod (decision 0067, docs/product.md §11.7): the
// back office's screen reads them.

/** The levels below a dealer whose share an admin may fix by hand, as the calls' paths name them. */
export const CASCADE_SHARE_LEVELS = ['points', 'teams', 'agents'] as const;
export type CascadeShareLevel = (typeof CASCADE_SHARE_LEVELS)[number];

/** The largest target of a dealer or a share, in contracts. */
export const CASCADE_TARGET_MAX = 1_000_000;

/** The months before the target's month whose contracts weigh each share. */
export const CASCADE_HISTORY_MONTHS = 3;
