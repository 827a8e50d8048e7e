// Back office accounts for the browser tests. The demo admins (their TOTP secrets are public) create
// them once per run through the real calls — an invitation, whose set-password link the API's log
// mail sender prints (decision 0029), a second admin's approval for an admin, an authenticator
// connected with step-up — so that each test signs in with an account of its own and never waits
// for a fresh TOTP step.
import { readFileSync, writeFileSync } from 'node:fs';
import { TOTP, Secret } from 'otpauth';

/** The demo accounts of apps/api/src/seed/operators-demo.ts (README "Back office"). */
export const DEMO_ADMIN = {
  email: 'admin@agent-plus.test',
  password: 'AgentPlus-admin-2026',
  totpSecret: 'IFTWK3TUKBWHK4ZAMRSW23ZAMFSG22LOEBKE6VCQ',
};
export const DEMO_ADMIN_2 = {
  email: 'admin2@agent-plus.test',
  password: 'AgentPlus-admin2-2026',
  totpSecret: 'KRUGS4ZANFZSA5DIMUQHGZLDN5XGIIDBMRWWS3RB',
};
export const DEMO_OPERATOR = { email: 'operator@agent-plus.test', password: 'AgentPlus-operator-2026' };
/** The demo operator limited to «ИП Голубев А. В.» (decision 0066). */
export const DEMO_DEALER_OPERATOR = { email: 'dealer-scope@agent-plus.test', password: 'AgentPlus-dealer-2026' };

export interface TestOperator {
  email: string;
  password: string;
  role: 'admin' | 'operator';
  /** Base32, set up for admins; null for operators without an authenticator. */
  totpSecret: string | null;
}

/** Accounts by the test that uses them; add one for a new test. */
export const OPERATOR_ACCOUNTS = {
  adminJourney: 'admin',
  adminScreens: 'admin',
  operatorScreens: 'operator',
  adminImport: 'admin',
  pushImport: 'admin',
  deskPay: 'operator',
  deskReject: 'operator',
  deskApprove: 'admin',
  identityReview: 'operator',
  identityAdmin: 'admin',
  newsEditor: 'admin',
  notifySend: 'admin',
  spare1: 'admin',
  firstPaintChecker: 'admin',
  spare2: 'operator',
  membersMaker: 'admin',
  membersChecker: 'admin',
  membersOperator: 'operator',
  importScreens: 'admin',
  listUrl: 'operator',
  crossSite: 'admin',
  everyScreenAdmin: 'admin',
  everyScreenAdmin2: 'admin',
  everyScreenAdmin3: 'admin',
  everyScreenAdmin4: 'admin',
  everyScreenOperator: 'operator',
  contestJourney: 'admin',
  contestCorrections: 'admin',
  contestDesigns: 'admin',
  targetsAdmin: 'admin',
  payoutsAdmin: 'admin',
  selfEmployedAdmin: 'admin',
  payoutsDesk: 'operator',
  documentsMaker: 'admin',
  documentsChecker: 'admin',
  disputesOperator: 'operator',
  legalAdmin: 'admin',
  earlyOperator: 'operator',
  earlyAdmin: 'admin',
  holdImport: 'admin',
  phoneMenu: 'operator',
  dealerScopeAll: 'operator',
} as const satisfies Record<string, 'admin' | 'operator'>;
export type OperatorKey = keyof typeof OPERATOR_ACCOUNTS;

/**
 * A code the API takes now: the next 30-second step's. The API accepts one step either side and
 * each step once, and the step of now may have been used moments ago (the account's set-up, a
 * sign-in of the fixture); the next one is always fresh.
 */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + 30_000,
  });
}

async function post(apiUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(apiUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs in through the API; an account with an authenticator answers with the current code. */
async function signInToken(apiUrl: string, email: string, password: string, totpSecret: string | null): Promise<string> {
  const body = { email, password, ...(totpSecret ? { code: totpCode(totpSecret) } : {}) };
  const answer = await post(apiUrl, '/api/admin/auth/sign-in', body);
  return String(answer.token);
}

/**
 * The latest set-password token the API's log mail sender printed for `email` (the API's log file):
 * what the operator would click in the e-mail.
 */
export async function linkTokenFromLog(apiLog: string, email: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const tokens = readFileSync(apiLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"mail"') && line.includes(`"to":"${email}"`))
      .map((line) => /\/admin\/set-password#([A-Za-z0-9_-]+)/.exec(line)?.[1])
      .filter((t): t is string => Boolean(t));
    if (tokens.length) return tokens.at(-1)!;
    if (Date.now() > until) throw new Error(`no set-password link for ${email} in ${apiLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Creates every account of OPERATOR_ACCOUNTS and writes them to `file` for the tests. */
export async function prepareOperators(apiUrl: string, apiLog: string, file: string): Promise<void> {
  const admin = await signInToken(apiUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
  const second = await signInToken(apiUrl, DEMO_ADMIN_2.email, DEMO_ADMIN_2.password, DEMO_ADMIN_2.totpSecret);
  const accounts: Record<string, TestOperator> = {};
  for (const [key, role] of Object.entries(OPERATOR_ACCOUNTS)) {
    const email = `e2e.${key.toLowerCase()}@agent-plus.test`;
    const created = await post(apiUrl, '/api/admin/operators', { email, displayName: `Тест ${key}`, role }, admin);
    // A new admin needs a second admin's approval, at the approvals door (decision 0060).
    const pending = created.pendingChange as { id: number } | null;
    if (pending) await post(apiUrl, `/api/admin/approvals/${pending.id}/approve`, {}, second);
    const password = `e2e-${key}-password-2026`;
    await post(apiUrl, '/api/admin/auth/invitation', { token: await linkTokenFromLog(apiLog, email), password });
    let totpSecret: string | null = null;
    if (role === 'admin') {
      const token = await signInToken(apiUrl, email, password, null);
      totpSecret = String((await post(apiUrl, '/api/admin/auth/totp/setup', { currentPassword: password }, token)).secret);
      // Confirmed with the code of now, so that the next step's is left for the test's sign-in.
      const now = new TOTP({ secret: Secret.fromBase32(totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
      await post(apiUrl, '/api/admin/auth/totp/confirm', { code: now }, token);
    }
    accounts[key] = { email, password, role, totpSecret };
  }
  writeFileSync(file, JSON.stringify(accounts));
}

/** The latest set-password link token the API sent to `email`, in a test. */
export function sentLinkToken(email: string): Promise<string> {
  const log = process.env.E2E_API_LOG;
  if (!log) throw new Error('E2E_API_LOG is unset: run the suite with -c e2e/playwright.config.ts');
  return linkTokenFromLog(log, email);
}

export function testOperator(key: OperatorKey): TestOperator {
  const file = process.env.E2E_OPERATORS_FILE;
  if (!file) throw new Error('E2E_OPERATORS_FILE is unset: run the suite with -c e2e/playwright.config.ts');
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<OperatorKey, TestOperator>)[key];
}
