import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../../lib/clock.js';

const ISSUER = 'agent-plus-api';
const AUDIENCE = 'agent-plus-cabinet';
const ALG = 'HS256';

export interface AccessClaims {
  memberId: string;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, clock: Clock, ttlSeconds: number, claims: AccessClaims): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.memberId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

/**
 * Tokens whose signature and claims were verified, per key, with their expiry: a token is
 * immutable, so a member's next calls with it skip the HMAC (WebCrypto's, which hops through
 * libuv's thread pool) and only the expiry is checked again (decision 0014). Bounded: emptied
 * when full.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_MAX = 50_000;

function remember(key: Uint8Array, token: string, claims: AccessClaims, exp: number): void {
  let byToken = verified.get(key);
  if (!byToken) verified.set(key, (byToken = new Map()));
  if (byToken.size >= VERIFIED_MAX) byToken.clear();
  byToken.set(token, { claims, exp });
}

/**
 * Verifies signature, algorithm (HS256 only: `alg:none` and key confusion are refused), issuer,
 * audience and expiry. `ignoreExpiry` serves logout, which must work with a lapsed token.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  clock: Clock,
  token: string,
  { ignoreExpiry = false } = {},
): Promise<AccessClaims | null> {
  const nowSeconds = Math.floor(clock.now().getTime() / 1000);
  const known = ignoreExpiry ? undefined : verified.get(key)?.get(token);
  // jose's own rule: expired once `exp <= now`.
  if (known) return known.exp > nowSeconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp'],
      ...(ignoreExpiry ? { clockTolerance: 10 * 365 * 86_400 } : {}),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { memberId: payload.sub, sessionId: payload.sid };
    if (!ignoreExpiry) remember(key, token, claims, payload.exp!);
    return claims;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
