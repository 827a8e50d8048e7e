/** Polls `url` until it answers 2xx (true), the time is up or `stopped()` says to give up (false). */
export async function waitForOk(url, { timeoutMs = 120_000, stopped = () => false } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopped()) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
