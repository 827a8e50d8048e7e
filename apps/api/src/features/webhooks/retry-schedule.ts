// How long a delivery keeps trying: the job queue's own retries with exponential back-off (decision
// 0027), set so that the last of them comes about three days after the first attempt — long enough for
// the company to get over a weekend's outage, as Standard Webhooks' senders commonly do.
//
// pg-boss 12 waits before the k-th retry (k from 0) `min(retryDelayMax, retryDelay · 2^k · (1 + r))`
// seconds, r random in [0, 1) (plans.js, the failure's `start_after`). With one minute doubling up to a
// cap of six hours, the retries are due after about 1–2 min, 2–4 min, … 4¼–8½ h, then every 6 h: the
// 19th and last lands 68.5–74.5 h after the first attempt, 20 attempts in all.
export const DELIVERY_RETRIES = {
  retryLimit: 19,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 3600,
} as const;

export interface RetryWindow {
  /** Seconds after the first attempt, at the earliest and at the latest the back-off's chance allows. */
  earliest: number;
  latest: number;
}

/** When each retry may come, by pg-boss's formula: what the tests hold the three days to. */
export function retryWindows(
  rules: { retryLimit: number; retryDelay: number; retryDelayMax: number } = DELIVERY_RETRIES,
): RetryWindow[] {
  const windows: RetryWindow[] = [];
  let earliest = 0;
  let latest = 0;
  for (let k = 0; k < rules.retryLimit; k++) {
    const base = rules.retryDelay * 2 ** Math.min(15, k);
    earliest += Math.min(rules.retryDelayMax, base);
    latest += Math.min(rules.retryDelayMax, 2 * base);
    windows.push({ earliest, latest });
  }
  return windows;
}
