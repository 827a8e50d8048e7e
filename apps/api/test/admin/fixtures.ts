import { hashPassword } from '../../src/features/operators/passwords.js';
import { seal } from '../../src/lib/seal.js';
import { currentTotpCode } from '../../src/features/operators/totp.js';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_2,
  DEMO_ADMIN_2_TOTP_SECRET,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_OPERATOR,
  seedOperatorsDemo,
} from '../../src/seed/operators-demo.js';
import { buildTestApp, type TestContext } from '../helper.js';

export { DEMO_ADMIN, DEMO_ADMIN_2, DEMO_ADMIN_2_TOTP_SECRET, DEMO_ADMIN_TOTP_SECRET, DEMO_OPERATOR };

/** The demo admins (with authenticators) and the demo operator (without). */
export async function seedOperators(ctx: TestContext): Promise<void> {
  await ctx.db.transaction((tx) => seedOperatorsDemo(tx, { now: ctx.clock.now(), totpKey: ctx.app.deps.totpKey }));
}

export function signInRequest(ctx: TestContext, body: Record<string, unknown>, ip = '192.0.2.10') {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/auth/sign-in', payload: body, remoteAddress: ip });
}

export interface OperatorSession {
  token: string;
  headers: { authorization: string };
}

const session = (token: string): OperatorSession => ({ token, headers: { authorization: `Bearer ${token}` } });

/**
 * Signs an operator in through the real call; `totpSecret` answers the code step. Moves the clock
 * past the authenticator's step so that the next sign-in of the same account gets a fresh code.
 */
export async function signInOperator(
  ctx: TestContext,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<OperatorSession> {
  const code = totpSecret ? currentTotpCode(totpSecret, ctx.clock.now()) : undefined;
  const res = await signInRequest(ctx, { email, password, ...(code ? { code } : {}) });
  const body = res.json<{ result: string; token?: string }>();
  if (res.statusCode !== 200 || body.result !== 'signed_in') throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  ctx.clock.advance(31_000);
  return session(body.token!);
}

export const signInAdmin = (ctx: TestContext) =>
  signInOperator(ctx, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN_TOTP_SECRET);
export const signInSecondAdmin = (ctx: TestContext) =>
  signInOperator(ctx, DEMO_ADMIN_2.email, DEMO_ADMIN_2.password, DEMO_ADMIN_2_TOTP_SECRET);
export const signInDemoOperator = (ctx: TestContext) => signInOperator(ctx, DEMO_OPERATOR.email, DEMO_OPERATOR.password);

/** A fresh app with the demo operators, the demo admin and the demo operator signed in: most back office tests start so. */
export async function backOfficeApp(): Promise<{ ctx: TestContext; admin: OperatorSession; operator: OperatorSession }> {
  const ctx = await buildTestApp();
  await seedOperators(ctx);
  return { ctx, admin: await signInAdmin(ctx), operator: await signInDemoOperator(ctx) };
}

export async function auditActions(ctx: TestContext, email?: string): Promise<string[]> {
  const { rows } = await ctx.db.query<{ action: string }>(
    `SELECT action FROM audit_log ${email ? 'WHERE actor = $1' : ''} ORDER BY id`,
    email ? [email] : [],
  );
  return rows.map((r) => r.action);
}

/**
 * Another admin, set up and with an authenticator (the demo secret), signed in: for what needs a
 * second, different admin (maker–checker).
 */
export async function signInAnotherAdmin(ctx: TestContext, email: string): Promise<OperatorSession> {
  const password = 'Another-admin-password-2026';
  await ctx.db.query(
    `INSERT INTO operators (email, display_name, role, password_hash, must_change_password, password_changed_at,
                            totp_secret, totp_enabled_at, created_at)
     VALUES ($1, 'Второй администратор', 'admin', $2, false, $3, $4, $3, $3)`,
    [email, await hashPassword(password), ctx.clock.now(), seal(ctx.app.deps.totpKey, DEMO_ADMIN_TOTP_SECRET)],
  );
  return signInOperator(ctx, email, password, DEMO_ADMIN_TOTP_SECRET);
}

/** The set-password tokens the log mail sender has "sent" to an address, oldest first. */
export function sentLinks(ctx: TestContext, email: string): string[] {
  return ctx.logs
    .map((l) => l.mail as { to: string; text: string } | undefined)
    .filter((m): m is { to: string; text: string } => m?.to === email)
    .map((m) => /\/admin\/set-password#([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
}

/** The operator opens the latest link of their e-mail and sets a password. */
export function acceptLink(ctx: TestContext, email: string, password: string, token = sentLinks(ctx, email).at(-1)) {
  if (!token) throw new Error(`no link was sent to ${email}`);
  return ctx.app.inject({ method: 'POST', url: '/api/admin/auth/invitation', payload: { token, password } });
}
