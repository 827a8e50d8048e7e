// The transactions proxy answers 401 for an expired token without asking the API (product §6).
import 'server-only';

/** The `exp` claim of a JWT in seconds, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export function isJwtExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
