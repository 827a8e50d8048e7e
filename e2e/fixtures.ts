// Fixtures of the browser tests: the servers' address, a member signed in through the app server,
// and a guard that fails a test on any console error it did not expect.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { captchaPayload } from './support/captcha';
import { CODE, type Member } from './support/members';
import { testOperator, totpCode, type OperatorKey, type TestOperator } from './support/operators';

/** Matches the refresh-token key of apps/web/src/lib/constants.ts. */
export const REFRESH_TOKEN_KEY = 'agentplus.refreshToken';

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

interface Fixtures {
  /** Console errors matching these are expected in this test (for example 'Failed to refresh token'). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Signs `member` in through the app server (session cookie) and stores the refresh token as the page would. */
  signIn: (page: Page, member: Member) => Promise<SignedIn>;
  apiURL: string;
  /** Signs a back office account in through the app server (the operator cookie) with its code. */
  signInOperator: (page: Page, key: OperatorKey) => Promise<TestOperator>;
}

/**
 * An expired access token is answered 401 before the shared refresh: the browser logs each such
 * response. Everything else that reaches the console as an error fails the test.
 */
const ALWAYS_ALLOWED = [/Failed to load resource: the server responded with a status of 401/];

export const test = base.extend<Fixtures & { consoleGuard: undefined; consoleAllowList: RegExp[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is unset: run the suite with -c e2e/playwright.config.ts (its global setup starts the servers)',
      );
    await use(url);
  },

  apiURL: async ({}, use) => {
    await use(process.env.E2E_API_URL ?? '');
  },

  consoleAllowList: async ({}, use) => {
    await use([...ALWAYS_ALLOWED]);
  },

  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((...patterns) => void consoleAllowList.push(...patterns));
  },

  consoleGuard: [
    async ({ context, consoleAllowList }, use) => {
      const errors: string[] = [];
      context.on('console', (msg: ConsoleMessage) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      context.on('weberror', (err) => errors.push(`uncaught: ${err.error().message}`));
      await use(undefined);
      const unexpected = errors.filter((text) => !consoleAllowList.some((re) => re.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],

  signInOperator: async ({}, use) => {
    await use(async (page, key) => {
      const account = testOperator(key);
      const signInOnce = () =>
        page.request.post('/api/admin/auth/sign-in', {
          data: {
            email: account.email,
            password: account.password,
            ...(account.totpSecret ? { code: totpCode(account.totpSecret) } : {}),
          },
        });
      let res = await signInOnce();
      // Two tests may sign in as one operator within a code's 30 s; the API takes a code once, so the
      // later test waits for the next code.
      for (let tries = 0; tries < 2 && res.status() === 401 && (await res.json()).code === 'totp_invalid'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));
        res = await signInOnce();
      }
      expect(res.ok(), `operator sign-in: ${await res.text()}`).toBe(true);
      return account;
    });
  },

  signIn: async ({ baseURL }, use) => {
    await use(async (page, member) => {
      const request = page.request;
      const askCode = async () =>
        request.post('/api/mobile-auth/code', { data: { phone: member.phone, captcha: await captchaPayload(request) } });
      let code = await askCode();
      // A phone shared by tests (the demo member's) gets one code a minute: wait for the next. Two
      // workers may wait for the same minute, and the one that loses waits again.
      for (let attempt = 0; attempt < 3 && code.status() === 429; attempt++) {
        const refusal = (await code.json()) as { code?: string; retryAfter?: number };
        if (refusal.code !== 'resend_too_early' || refusal.retryAfter === undefined) break;
        await new Promise((resolve) => setTimeout(resolve, (refusal.retryAfter! + 1) * 1000));
        code = await askCode();
      }
      expect(code.ok(), `code request: ${await code.text()}`).toBe(true);
      const { userId } = (await code.json()) as { userId: string };
      const verify = await request.post('/api/mobile-auth/verify', {
        data: { userId, code: CODE, captcha: await captchaPayload(request) },
      });
      expect(verify.ok(), `verification: ${await verify.text()}`).toBe(true);
      const signedIn = (await verify.json()) as SignedIn;
      // localStorage belongs to the origin: set it from an empty page of the origin (served by the
      // test itself, so that no app code runs before the token is there).
      const blank = `${baseURL}/__e2e_blank__`;
      await page.route(blank, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title><link rel="icon" href="data:,">' }),
      );
      await page.goto(blank);
      await page.evaluate(
        ([key, token]) => window.localStorage.setItem(key!, token!),
        [REFRESH_TOKEN_KEY, signedIn.refreshToken],
      );
      await page.unroute(blank);
      return signedIn;
    });
  },
});

export { expect };

/** The seconds-since-epoch expiry of a JWT. */
export function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}
