// The dashboard's alerts on separation of duties (decision 0029), read from the changes of accounts,
// the settings' waiting changes and the audit log's refused approvals of the cooling-off period.
import { APPROVAL_COOLING_OFF_DAYS, countRu, type SecurityAlert } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';

const WHAT: Record<string, (email: string) => string> = {
  create_operator: (e) => `создал(а) оператора ${e}`,
  create_admin: (e) => `создал(а) администратора ${e}`,
  promote: (e) => `повысил(а) ${e} до администратора`,
  reset_password: (e) => `сбросил(а) пароль ${e}`,
  reset_totp: (e) => `сбросил(а) приложение-аутентификатор ${e}`,
};
const ASKS: Record<string, (email: string) => string> = {
  create_admin: (e) => `создать администратора ${e}`,
  promote: (e) => `повысить ${e} до администратора`,
  reset_password: (e) => `сбросить пароль ${e}`,
  reset_totp: (e) => `сбросить приложение-аутентификатор ${e}`,
};

const points = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** Newest first: what happened within the cooling-off period, and what waits now. */
export async function securityAlerts(db: Queryable, now: Date): Promise<SecurityAlert[]> {
  const since = new Date(now.getTime() - APPROVAL_COOLING_OFF_DAYS * 86_400_000);
  const alerts: SecurityAlert[] = [];

  const refused = await db.query<{ at: Date; actor: string; maker: string | null }>(
    `SELECT a.at, a.actor, m.email AS maker FROM audit_log a LEFT JOIN operators m ON m.id::text = a.after->>'makerId'
      WHERE a.action = 'approval.cooling_off_refused' AND a.at > $1 ORDER BY a.at DESC LIMIT 50`,
    [since],
  );
  for (const r of refused.rows) {
    alerts.push({
      kind: 'cooling_off_refused',
      at: r.at.toISOString(),
      text: `${r.actor} пытался(ась) подтвердить запрос ${r.maker ?? 'другого администратора'}, хотя эту учётную запись недавно создал(а), повысил(а) или сбросил(а) он(а) или одобривший это администратор — отказано`,
      link: '/admin/audit',
    });
  }

  const changes = await db.query<{
    status: string;
    kind: string;
    email: string;
    at: Date;
    maker: string | null;
    checker: string | null;
  }>(
    `SELECT c.status, c.kind, c.email, coalesce(c.decided_at, c.requested_at) AS at, r.email AS maker, d.email AS checker
       FROM operator_changes c LEFT JOIN operators r ON r.id = c.requested_by LEFT JOIN operators d ON d.id = c.decided_by
      WHERE c.status = 'pending' OR (c.status = 'applied' AND c.decided_at > $1 AND c.requested_by IS NOT NULL)
      ORDER BY at DESC LIMIT 100`,
    [since],
  );
  for (const c of changes.rows) {
    const maker = c.maker ?? 'system';
    if (c.status === 'pending') {
      alerts.push({
        kind: 'awaiting_second_admin',
        at: c.at.toISOString(),
        text: `${maker} просит ${ASKS[c.kind]!(c.email)}: нужен второй администратор`,
        link: '/admin/operators',
      });
    } else {
      alerts.push({
        kind: 'account_changed',
        at: c.at.toISOString(),
        text:
          `${maker} ${WHAT[c.kind]!(c.email)}${c.checker ? `, подтвердил(а) ${c.checker}` : ''}: ` +
          `${countRu(APPROVAL_COOLING_OFF_DAYS, ['день', 'дня', 'дней'])} эта учётная запись не подтверждает их запросы`,
        link: '/admin/operators',
      });
    }
  }

  const settings = await db.query<{ at: Date; maker: string; key: string; before: number; value: number }>(
    `SELECT s.requested_at AS at, r.email AS maker, s.key,
            (s.before->>(CASE s.key WHEN 'reward_hold_days' THEN 'holdDays' ELSE 'payoutApprovalThreshold' END))::float8 AS before,
            (s.value)::text::float8 AS value
       FROM settings_changes s JOIN operators r ON r.id = s.requested_by
      WHERE s.status = 'pending' ORDER BY s.requested_at DESC`,
  );
  for (const s of settings.rows) {
    const asked =
      s.key === 'reward_hold_days'
        ? `сократить удержание начислений с ${countRu(s.before, ['дня', 'дней', 'дней'])} до ${countRu(s.value, ['дня', 'дней', 'дней'])}`
        : `поднять порог подтверждения выплат с ${points.format(s.before)}\u00a0б. до ${points.format(toPoints(s.value))}\u00a0б.`;
    alerts.push({
      kind: 'awaiting_second_admin',
      at: s.at.toISOString(),
      text: `${s.maker} просит ${asked}: нужен второй администратор`,
      link: '/admin/settings',
    });
  }
  return alerts.sort((a, b) => b.at.localeCompare(a.at));
}
