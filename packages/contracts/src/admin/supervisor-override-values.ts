// The supervisor override rule's limits without zod: the back office's tariff screen reads them.

/** The largest share of an agent's reward a month's rule may pay their supervisor, percent. */
export const SUPERVISOR_OVERRIDE_MAX_PERCENT = 50;
