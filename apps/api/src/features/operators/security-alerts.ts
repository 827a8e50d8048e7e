// The dashboard's alerts on separation of duties (decision 0029), read from the changes of accounts
// made, the requests waiting at the approvals door to change an account or weaken a setting (decision
// 0060), and the audit log's refused approvals of the cooling-off period.
import { APPROVAL_COOLING_OFF_DAYS, countRu, type SecurityAlert } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { listApprovalsOfKind } from '../approvals/service.js';
import type { SettingsChangePayload } from '../settings/service.js';
import type { OperatorChangePayload } from './changes.js';

const WHAT: Record<string, (email: string) => string> = {
  create_operator: (e) => `создал(а) оператора ${e}`,
  create_admin: (e) => `создал(а) администратора ${e}`,
  promote: (e) => `повысил(а) ${e} до администратора`,
  reset_password: (e) => `сбросил(а) пароль ${e}`,
  reset_totp: (e) => `сбросил(а) приложение-аутентификатор ${e}`,
};
const ASKS: Record<OperatorChangePayload['change'], (email: string) => string> = {
  create_admin: (e) => `создать администратора ${e}`,
  promote: (e) => `повысить ${e} до администратора`,
  reset_password: (e) => `сбросить пароль ${e}`,
  reset_totp: (e) => `сбросить приложение-аутентификатор ${e}`,
  dealers: (e) => `расширить дилеров ${e}`,
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

  const waiting = await listApprovalsOfKind(db, 'operator_change', 'pending', 100);
  for (const { approval, payload } of waiting) {
    const c = payload as OperatorChangePayload;
    alerts.push({
      kind: 'awaiting_second_admin',
      at: approval.madeAt,
      text: `${approval.madeBy} просит ${ASKS[c.change](c.email)}: нужен второй администратор`,
      link: '/admin/operators',
    });
  }

  const made = await db.query<{ kind: string; email: string; at: Date; maker: string; checker: string | null }>(
    `SELECT c.kind, c.email, c.decided_at AS at, r.email AS maker, d.email AS checker
       FROM operator_changes c JOIN operators r ON r.id = c.requested_by LEFT JOIN operators d ON d.id = c.decided_by
      WHERE c.decided_at > $1 ORDER BY c.decided_at DESC LIMIT 100`,
    [since],
  );
  for (const c of made.rows) {
    alerts.push({
      kind: 'account_changed',
      at: c.at.toISOString(),
      text:
        `${c.maker} ${WHAT[c.kind]!(c.email)}${c.checker ? `, подтвердил(а) ${c.checker}` : ''}: ` +
        `${countRu(APPROVAL_COOLING_OFF_DAYS, ['день', 'дня', 'дней'])} эта учётная запись не подтверждает их запросы`,
      link: '/admin/operators',
    });
  }

  for (const { approval, payload } of await listApprovalsOfKind(db, 'settings', 'pending', 100)) {
    const s = payload as SettingsChangePayload;
    const asked =
      s.setting === 'holdDays'
        ? `сократить удержание начислений с ${countRu(s.before, ['дня', 'дней', 'дней'])} до ${countRu(s.value, ['дня', 'дней', 'дней'])}`
        : `поднять порог подтверждения выплат с ${points.format(s.before)}\u00a0б. до ${points.format(s.value)}\u00a0б.`;
    alerts.push({
      kind: 'awaiting_second_admin',
      at: approval.madeAt,
      text: `${approval.madeBy} просит ${asked}: нужен второй администратор`,
      link: '/admin/settings',
    });
  }
  return alerts.sort((a, b) => b.at.localeCompare(a.at));
}
