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
 * Verifies signature, algorithm (HS256 only: `alg:none` and key confusion are refused), issuer,
 * audience and expiry. `ignoreExpiry` serves logout, which must work with a lapsed token.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  clock: Clock,
  token: string,
  { ignoreExpiry = false } = {},
): Promise<AccessClaims | null> {
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
    return { memberId: payload.sub, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
