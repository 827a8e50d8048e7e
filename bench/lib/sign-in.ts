// Sessions for the web bench, taken through the web app's own sign-in routes as the browser takes
// them (the demo data's member and operator, the API's fixed code): their cookies, for a browser
// context's jar or a request's Cookie header.
import type { BrowserContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A cookie as a browser context's jar takes it. */
export type JarCookie = Parameters<BrowserContext['addCookies']>[0][number];

/** The demo member of apps/api/src/seed (18 months of history) and the code the bench's API sends. */
const DEMO_PHONE = '79001234567';
const FIXED_CODE = '000000';
/** The demo operator of apps/api/src/seed/operators-demo.ts: no authenticator to answer. */
const DEMO_OPERATOR = { email: 'operator@agent-plus.test', password: 'AgentPlus-operator-2026' };

/** The sign-in's ALTCHA captcha, solved here as the widget solves it. */
async function captcha(web: string): Promise<string> {
  const challenge = await (await fetch(`${web}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const post = (web: string, path: string, body: unknown) =>
  fetch(web + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: web }, body: JSON.stringify(body) });

/** A response's Set-Cookie lines as a browser context's cookies (the app's are __Host-: secure, path /). */
function jarCookies(response: Response, web: string): JarCookie[] {
  const domain = new URL(web).hostname;
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const has = (name: string) => attributes.some((a) => a.toLowerCase() === name);
    const sameSite = attributes
      .find((a) => a.toLowerCase().startsWith('samesite='))
      ?.split('=')[1]
      ?.toLowerCase();
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain,
      path: '/',
      secure: has('secure'),
      httpOnly: has('httponly'),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    };
  });
}

function signedIn(response: Response, web: string, who: string): JarCookie[] {
  const cookies = jarCookies(response, web);
  if (!response.ok || cookies.length === 0) throw new Error(`${who} sign-in failed: ${response.status}`);
  return cookies;
}

/** The demo member, signed in by SMS code: /api/mobile-auth/code, then /verify, each with a captcha. */
export async function signInMember(web: string): Promise<JarCookie[]> {
  const ask = async () => post(web, '/api/mobile-auth/code', { phone: DEMO_PHONE, captcha: await captcha(web) });
  let code = await ask();
  // The phone gets one code a minute, and the bench's database outlives a run: a run started right
  // after another waits for the next.
  if (code.status === 429) {
    const refusal = (await code.json()) as { retryAfter?: number };
    if (refusal.retryAfter === undefined) throw new Error(`code request refused: ${JSON.stringify(refusal)}`);
    console.log(`› the demo member's next code in ${refusal.retryAfter} s…`);
    await new Promise((resolve) => setTimeout(resolve, (refusal.retryAfter! + 1) * 1000));
    code = await ask();
  }
  if (!code.ok) throw new Error(`code request failed: ${code.status} ${await code.text()}`);
  const { userId } = (await code.json()) as { userId: string };
  const verified = await post(web, '/api/mobile-auth/verify', { userId, code: FIXED_CODE, captcha: await captcha(web) });
  return signedIn(verified, web, 'member');
}

/** The demo operator, signed in with their password: /api/admin/auth/sign-in. */
export async function signInOperator(web: string): Promise<JarCookie[]> {
  return signedIn(await post(web, '/api/admin/auth/sign-in', DEMO_OPERATOR), web, 'operator');
}

export const cookieHeader = (cookies: readonly JarCookie[]): string => cookies.map((c) => `${c.name}=${c.value}`).join('; ');
