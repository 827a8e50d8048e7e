// When a member's access token lapses, read from the token itself: the transactions proxy answers 401
// for an expired token without asking the API (product §6), a page's reads do not use a token about
// to lapse (lapsesBeforeHydration), and the browser renews such a token at once (SessionManager).

/** The longest margin lapsesBeforeHydration keeps: a page hydrates within seconds. */
const HYDRATION_MARGIN_MS = 30_000;

function claimsOf(token: string): { exp?: unknown; iat?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // atob, not Buffer: the browser reads it too. base64url → base64; the claims are ASCII.
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT in seconds, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

export function isJwtExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}

/**
 * Whether the token lapses before a page rendered with it now will have hydrated in the browser: the
 * browser then renews it and renders the server's parts again while the page's later parts are still
 * to hydrate (PageAfterRenewal says why that must not happen). The margin is half the token's
 * lifetime, at most half a minute: a token of a few seconds (the browser tests') still serves a page.
 */
export function lapsesBeforeHydration(token: string, nowMs: number = Date.now()): boolean {
  const claims = claimsOf(token);
  if (typeof claims?.exp !== 'number') return true;
  const lifetimeMs = typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : HYDRATION_MARGIN_MS * 2;
  return claims.exp * 1000 - nowMs <= Math.min(HYDRATION_MARGIN_MS, lifetimeMs / 2);
}
