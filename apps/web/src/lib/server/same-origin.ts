// Writes from another site are refused (issue 4): a page elsewhere must not use the member's cookie.
import 'server-only';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that a browser sent from another origin. Sec-Fetch-Site is
 * trusted when present (every current browser sends it); otherwise Origin is compared with the
 * host. A request with neither comes from no browser and so carries no member's cookie by accident.
 */
export function isCrossSiteWrite(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  return isCrossSite(headers);
}

/**
 * The same test for any method: for a GET that changes state anyway (the spec's
 * GET /api/refresh-token writes the session cookie, so another site must not log a member into
 * someone else's account through it).
 */
export function isCrossSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage
  }
}
