// The session cookie of product §9: 15 days, httpOnly, secure, sameSite lax, path /.
import 'server-only';
import type { SessionOptions } from 'iron-session';
import { SESSION_TTL_S } from '../constants';

export const SESSION_COOKIE = 'agentplus_session';

interface RequestOrigin {
  /** X-Forwarded-Proto as Next.js (or the TLS terminator in front of it) sets it. */
  proto: string | null;
  host: string | null;
}

/** Browsers treat these as secure contexts, so they keep Secure cookies even over plain http. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/**
 * `__Host-` binds the cookie to this exact host (no Domain, path /, Secure); browsers accept the prefix
 * only from a secure context: https, or localhost. Elsewhere (a LAN address over http) the plain name.
 */
export function sessionCookieName(origin: RequestOrigin, base: string = SESSION_COOKIE): string {
  const https = origin.proto?.split(',')[0]?.trim() === 'https';
  return https || (origin.host !== null && isLoopbackHost(origin.host)) ? `__Host-${base}` : base;
}

export function sessionOptions(password: string, cookieName: string): SessionOptions {
  return {
    cookieName,
    password,
    // The seal outlives the cookie by a minute, so a cookie is never sent with an expired seal.
    ttl: SESSION_TTL_S + 60,
    cookieOptions: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_S },
  };
}
