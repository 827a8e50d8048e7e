// The app server's session: an iron-session cookie holding the member's access token (product §3).
// iron-session refuses to write a cookie over 4096 characters (product §5); ours is a JWT and two names.
import 'server-only';
import { getIronSession, unsealData, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { webConfig } from './config';
import { sessionCookieName, sessionOptions, SESSION_COOKIE } from './session-cookie';

interface SessionData {
  accessToken?: string;
  userId?: string;
  /** For the greeting, so that the shell renders it without another call. */
  firstName?: string;
}

/** In route handlers and server components. */
export async function getSession(): Promise<IronSession<SessionData>> {
  const [cookieStore, h] = await Promise.all([cookies(), headers()]);
  const name = sessionCookieName({ proto: h.get('x-forwarded-proto'), host: h.get('host') });
  return getIronSession<SessionData>(cookieStore, sessionOptions(webConfig().sessionSecret, name));
}

/** In proxy.ts: the session when the cookie unseals and holds a token, null otherwise. */
export async function readSession(request: NextRequest): Promise<SessionData | null> {
  const name = sessionCookieName({ proto: request.headers.get('x-forwarded-proto'), host: request.headers.get('host') });
  const seal = request.cookies.get(name)?.value ?? request.cookies.get(SESSION_COOKIE)?.value;
  if (!seal) return null;
  try {
    const data = await unsealData<SessionData>(seal, { password: webConfig().sessionSecret, ttl: sessionOptions('', name).ttl });
    return data.accessToken ? data : null;
  } catch {
    return null;
  }
}
