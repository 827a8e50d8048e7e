// The back office's session: a cookie of its own (never the member's), sealed with the same secret,
// holding the operator's session token. It lives as long as the browser does; the API ends the
// session itself after 8 idle hours, on sign-out, a password change or when the operator is disabled.
import 'server-only';
import type { AdminSignInResponse, OperatorRole } from '@cabinet/contracts';
import { getIronSession, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { webConfig } from './config';
import { sessionCookieName } from './session-cookie';

const OPERATOR_COOKIE = 'agentplus_operator';
/** The seal's own limit: a stolen cookie is worth nothing after a week, whatever the API says. */
const SEAL_TTL_S = 7 * 86_400;

interface OperatorSessionData {
  token?: string;
  email?: string;
  role?: OperatorRole;
}

function options(cookieName: string): SessionOptions {
  return {
    cookieName,
    password: webConfig().sessionSecret,
    ttl: SEAL_TTL_S,
    // No maxAge: gone with the browser. Strict: no other site can make the browser send it.
    cookieOptions: { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: undefined },
  };
}

export async function getOperatorSession(): Promise<IronSession<OperatorSessionData>> {
  const [cookieStore, h] = await Promise.all([cookies(), headers()]);
  const name = sessionCookieName({ proto: h.get('x-forwarded-proto'), host: h.get('host') }, OPERATOR_COOKIE);
  return getIronSession<OperatorSessionData>(cookieStore, options(name));
}

/** A sign-in the API accepted: its token goes into the operator's cookie, never to the browser. */
export async function keepOperatorSignIn(answer: Extract<AdminSignInResponse, { result: 'signed_in' }>): Promise<void> {
  const session = await getOperatorSession();
  session.token = answer.token;
  session.email = answer.operator.email;
  session.role = answer.operator.role;
  await session.save();
}

/** In proxy.ts: the operator's session when the cookie unseals and holds a token, null otherwise. */
export async function readOperatorSession(request: NextRequest): Promise<OperatorSessionData | null> {
  const name = sessionCookieName(
    { proto: request.headers.get('x-forwarded-proto'), host: request.headers.get('host') },
    OPERATOR_COOKIE,
  );
  const seal = request.cookies.get(name)?.value ?? request.cookies.get(OPERATOR_COOKIE)?.value;
  if (!seal) return null;
  try {
    const data = await unsealData<OperatorSessionData>(seal, { password: webConfig().sessionSecret, ttl: SEAL_TTL_S });
    return data.token ? data : null;
  } catch {
    return null;
  }
}
