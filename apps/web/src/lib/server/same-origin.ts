// Writes from another site are refused: a page elsewhere must not use the member's cookie.
import 'server-only';
import { peerIsTrustedProxy, TRUST_NOBODY, type HeaderReader, type TrustProxy } from './client-address';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that a browser sent from another origin. Sec-Fetch-Site is
 * trusted when present (every current browser sends it); otherwise Origin is compared with the
 * host. A request with neither comes from no browser and so carries no member's cookie by accident.
 * `trust` is WEB_TRUST_PROXY: only a proxy it names may say the public host (see `requestHost`).
 */
export function isCrossSiteWrite(method: string, headers: HeaderReader, trust: TrustProxy = TRUST_NOBODY): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  return isCrossSite(headers, trust);
}

/**
 * The same test for any method: for a GET that changes state anyway (the spec's
 * GET /api/refresh-token writes the session cookie, so another site must not log a member into
 * someone else's account through it).
 */
export function isCrossSite(headers: HeaderReader, trust: TrustProxy = TRUST_NOBODY): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = requestHost(headers, trust);
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage
  }
}

/**
 * The host the browser addressed (decision 0030). X-Forwarded-Host is the public host only when the
 * socket's peer is a proxy WEB_TRUST_PROXY names (its own value, the last of a list); from anyone
 * else it is the client's word and Host stands. Without a peer (not under server.mjs: `next dev`)
 * there is nobody to judge, and the forwarded host is read as before.
 */
export function requestHost(headers: HeaderReader, trust: TrustProxy): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',').at(-1)?.trim();
  if (forwarded && peerIsTrustedProxy(headers, trust) !== false) return forwarded;
  return headers.get('host');
}
