// The back office's demo accounts: two admins with authenticators (dual control needs a second
// admin, decision 0029), one operator without, and one operator limited to a dealer (decision 0066).
// Their passwords and the admins' TOTP secrets are in the README's front page; production refuses to
// sign them in.
import type { Queryable } from '../db/types.js';
import { hashPassword } from '../features/operators/passwords.js';
import { seal } from '../lib/seal.js';

export const DEMO_ADMIN = { email: 'admin@agent-plus.test', password: 'AgentPlus-admin-2026', displayName: 'Анна Смирнова' };
/** The second admin: approves what one admin cannot do alone. */
export const DEMO_ADMIN_2 = {
  email: 'admin2@agent-plus.test',
  password: 'AgentPlus-admin2-2026',
  displayName: 'Борис Орлов',
};
export const DEMO_OPERATOR = {
  email: 'operator@agent-plus.test',
  password: 'AgentPlus-operator-2026',
  displayName: 'Олег Васильев',
};
/** An operator who sees the members of one dealer only (decision 0066): `scopeDealerDemoOperator`. */
export const DEMO_DEALER_OPERATOR = {
  email: 'dealer-scope@agent-plus.test',
  password: 'AgentPlus-dealer-2026',
  displayName: 'Дина Ахметова',
};
/** The demo structure's dealer she is limited to (apps/api/src/seed/teams-structure-demo.ts). */
export const DEMO_DEALER_OPERATOR_DEALER = 'ИП Голубев А. В.';
/** Base32: add it to any authenticator app, or print the current code with `npm run admin:code`. */
export const DEMO_ADMIN_TOTP_SECRET = 'IFTWK3TUKBWHK4ZAMRSW23ZAMFSG22LOEBKE6VCQ';
export const DEMO_ADMIN_2_TOTP_SECRET = 'KRUGS4ZANFZSA5DIMUQHGZLDN5XGIIDBMRWWS3RB';

export const DEMO_ADMINS = [
  { email: DEMO_ADMIN.email, totpSecret: DEMO_ADMIN_TOTP_SECRET },
  { email: DEMO_ADMIN_2.email, totpSecret: DEMO_ADMIN_2_TOTP_SECRET },
];

export async function seedOperatorsDemo(tx: Queryable, ctx: { now: Date; totpKey: Buffer }): Promise<void> {
  const accounts = [
    { ...DEMO_ADMIN, role: 'admin', totp: seal(ctx.totpKey, DEMO_ADMIN_TOTP_SECRET) },
    { ...DEMO_ADMIN_2, role: 'admin', totp: seal(ctx.totpKey, DEMO_ADMIN_2_TOTP_SECRET) },
    { ...DEMO_OPERATOR, role: 'operator', totp: null },
    { ...DEMO_DEALER_OPERATOR, role: 'operator', totp: null },
  ];
  for (const a of accounts) {
    await tx.query(
      `INSERT INTO operators (email, display_name, role, password_hash, must_change_password, password_changed_at,
                              totp_secret, totp_enabled_at, is_demo, created_at)
       VALUES ($1, $2, $3, $4, false, $5, $6, CASE WHEN $6::text IS NULL THEN NULL ELSE $5::timestamptz END, true, $5)
       ON CONFLICT (email) DO NOTHING`,
      [a.email, a.displayName, a.role, await hashPassword(a.password), ctx.now, a.totp],
    );
  }
}

/**
 * Limits Дина Ахметова to «ИП Голубев А. В.», found by name once the demo's structure is seeded; without
 * that dealer she is left as she is and the answer says so.
 */
export async function scopeDealerDemoOperator(tx: Queryable): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO operator_dealers (operator_id, dealer_id)
     SELECT o.id, d.id FROM operators o, dealers d WHERE o.email = $1 AND o.role = 'operator' AND d.name = $2
     ON CONFLICT DO NOTHING`,
    [DEMO_DEALER_OPERATOR.email, DEMO_DEALER_OPERATOR_DEALER],
  );
  return rowCount > 0;
}
