// Changes of an account's life cycle that one admin cannot make alone (decision 0029): a new admin,
// a promotion to admin, a reset of another operator's password or authenticator — and an operator's
// dealers widened (decision 0066), which is no life-cycle change and leaves no fact. The maker asks at
// the approvals door (decision 0060, kind `operator_change`); a second admin approves there — not the
// maker, not an account the maker recently made or reset — and `operatorChangeApproval` makes the
// change. Every change made, alone or approved, is a fact of `operator_changes`: the cooling-off rule
// and the dashboard's alerts read them (migration 0125).
import type { Approval, OperatorChangeKind, OperatorRole } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/keys.js';
import { getApproval, requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { dealersForAudit, setOperatorDealers, type DealerRef } from './dealers.js';
import { sendSetPasswordLink, unusablePasswordHash, type LinkDeps } from './invitations.js';
import { endOperatorSessions, insertOperator, lockOperator, updateOperatorRow, type OperatorRow } from './queries.js';

/** The facts' kinds: the life-cycle changes that waited, and a new operator, whom one admin makes alone. */
type FactKind = Exclude<OperatorChangeKind, 'dealers'> | 'create_operator';

/** What a request of kind `operator_change` asks for: its payload. */
export interface OperatorChangePayload {
  change: OperatorChangeKind;
  /** The account concerned; null for an admin not created yet. */
  operatorId: string | null;
  email: string;
  displayName: string;
  /** For `dealers`: the dealers the operator will see; null: every dealer. */
  dealers?: DealerRef[] | null;
}

/** The request's line, in the words of the operators' screen (as migration 0125 wrote the earlier ones). */
const ASKS: Record<OperatorChangeKind, (email: string, dealers: readonly DealerRef[] | null) => string> = {
  create_admin: (e) => `Создать администратора ${e}`,
  promote: (e) => `Повысить ${e} до администратора`,
  reset_password: (e) => `Сбросить пароль ${e} (ссылка уйдёт на его e-mail)`,
  reset_totp: (e) => `Сбросить приложение-аутентификатор ${e}`,
  dealers: (e, dealers) =>
    dealers === null
      ? `Снять с ${e} ограничение по дилерам`
      : `Оператор ${e} будет видеть участников дилеров: ${dealers.map((d) => `«${d.name}»`).join(', ')}`,
};

/** What approving it does. */
export const OPERATOR_CHANGE_EFFECT: Record<OperatorChangeKind, string> = {
  create_admin: 'Появится учётная запись администратора, а ссылка для задания пароля уйдёт на его e-mail.',
  promote: 'Оператор получит права администратора.',
  reset_password: 'Сеансы оператора завершатся, а ссылка для нового пароля уйдёт ему на e-mail.',
  reset_totp: 'Сеансы оператора завершатся; новое приложение-аутентификатор он подключит при следующем входе.',
  dealers: 'Со следующего запроса оператор будет видеть участников этих дилеров (без ограничения — всех участников).',
};

export const operatorChangeSummary = (
  change: OperatorChangeKind,
  email: string,
  dealers: readonly DealerRef[] | null = null,
): string => ASKS[change](email, dealers);

/**
 * One waiting request of a change per account: the account's id, or — for an admin not created yet —
 * the hash of the e-mail (a subject holds at most 100 characters, an e-mail up to 254).
 */
export function operatorChangeSubject(c: Pick<OperatorChangePayload, 'change' | 'operatorId' | 'email'>): string {
  return `${c.change}:${c.operatorId ?? sha256Hex(c.email)}`;
}

/** A change made — alone, or approved by a second admin — as the fact the cooling-off check reads. */
async function recordChangeMade(
  tx: Queryable,
  c: {
    kind: FactKind;
    operator: OperatorRow;
    requestedBy: string | null;
    requestedAt: Date;
    decidedBy: string | null;
    decidedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_changes (kind, operator_id, email, display_name, requested_by, requested_at, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.kind, c.operator.id, c.operator.email, c.operator.displayName, c.requestedBy, c.requestedAt, c.decidedBy, c.decidedAt],
  );
}

/** Asks the approvals door for a second admin; one waiting request of a change per account. */
export async function requestChange(tx: Queryable, who: Checker, c: OperatorChangePayload, now: Date): Promise<Approval> {
  return requestApproval(
    tx,
    who,
    {
      kind: 'operator_change',
      subject: operatorChangeSubject(c),
      summary: operatorChangeSummary(c.change, c.email, c.dealers ?? null),
      effect: OPERATOR_CHANGE_EFFECT[c.change],
      payload: c,
    },
    now,
  );
}

/** The account a change concerns, locked; a vanished one is `not_found`. */
async function lockTarget(tx: Queryable, c: OperatorChangePayload): Promise<OperatorRow> {
  const row = c.operatorId ? await lockOperator(tx, c.operatorId) : undefined;
  if (!row) throw new AppError('not_found');
  return row;
}

export interface NewOperatorInput {
  email: string;
  displayName: string;
  role: OperatorRole;
}

/**
 * Makes the account, waiting for its owner's link: inserts it (a taken e-mail is a field error),
 * records the change made (`recordAs`: its kind, and the second admin who approved it if any), audits
 * it, and sends the link last, so that a message that cannot be sent undoes the rest.
 */
export async function inviteOperator(
  tx: Queryable,
  deps: LinkDeps,
  who: AuditActor,
  input: NewOperatorInput,
  made: { by: string | null; at?: Date; recordAs: FactKind; approvedBy?: string; maker?: string },
  now: Date,
): Promise<OperatorRow> {
  const row = await insertOperator(tx, {
    ...input,
    passwordHash: await unusablePasswordHash(),
    mustChangePassword: true,
    isDemo: false,
    createdBy: made.by,
    now,
  });
  if (!row) throw new AppError('validation_error', { details: { fields: { email: 'Оператор с таким e-mail уже есть' } } });
  await recordChangeMade(tx, {
    kind: made.recordAs,
    operator: row,
    requestedBy: made.by,
    requestedAt: made.at ?? now,
    decidedBy: made.approvedBy ?? null,
    decidedAt: now,
  });
  await audit(
    tx,
    who,
    {
      action: 'operator.created',
      targetType: 'operator',
      targetId: row.id,
      after: { email: row.email, role: row.role, ...(made.maker !== undefined ? { maker: made.maker } : {}) },
    },
    now,
  );
  await sendSetPasswordLink(tx, deps, row, 'invite', now);
  return row;
}

/**
 * What approving an account's change does (approval-effects.ts), in the approval's transaction: the
 * change, audited as the approving admin's with the maker named, and its fact for the cooling-off. A
 * set-password link is sent last: a message that cannot be sent undoes the approval (`mail_failed`).
 */
export const operatorChangeApproval: ApprovalEffect = {
  async apply(tx, a, { who, now, deps }) {
    const c = a.payload as OperatorChangePayload;
    const links: LinkDeps = { mail: deps.mail, webUrl: deps.env.PUBLIC_WEB_URL, productName: deps.env.PRODUCT_NAME };
    const asked = new Date((await getApproval(tx, a.id)).madeAt);
    const maker = a.madeBy;
    if (c.change === 'create_admin') {
      await inviteOperator(
        tx,
        links,
        who,
        { email: c.email, displayName: c.displayName, role: 'admin' },
        { by: a.madeById, at: asked, recordAs: 'create_admin', approvedBy: who.operatorId, maker },
        now,
      );
      return;
    }
    const row = await lockTarget(tx, c);
    if (c.change === 'dealers') {
      // Promoted meanwhile: an admin sees every dealer, and nothing is left to widen.
      if (row.role !== 'operator') return;
      const dealers = c.dealers ?? null;
      await setOperatorDealers(
        tx,
        row.id,
        (dealers ?? []).map((d) => d.id),
      );
      await audit(
        tx,
        who,
        {
          action: 'operator.updated',
          targetType: 'operator',
          targetId: row.id,
          before: { dealers: dealersForAudit(row.dealers) },
          after: { dealers: dealersForAudit(dealers), maker },
        },
        now,
      );
      return;
    }
    const fact = { kind: c.change, requestedBy: a.madeById, requestedAt: asked, decidedBy: who.operatorId, decidedAt: now };
    if (c.change === 'promote') {
      // An admin is never limited to dealers: the limit goes first (the database holds it to the role).
      if (row.role !== 'admin') await setOperatorDealers(tx, row.id, []);
      const updated = row.role === 'admin' ? row : await updateOperatorRow(tx, row.id, { role: 'admin' });
      await recordChangeMade(tx, { ...fact, operator: updated });
      await audit(
        tx,
        who,
        {
          action: 'operator.updated',
          targetType: 'operator',
          targetId: row.id,
          before: { role: row.role, ...(row.dealers.length > 0 ? { dealers: dealersForAudit(row.dealers) } : {}) },
          after: { role: 'admin', maker },
        },
        now,
      );
      return;
    }
    if (c.change === 'reset_password') {
      const updated = await updateOperatorRow(tx, row.id, {
        password_hash: await unusablePasswordHash(),
        must_change_password: true,
        password_changed_at: now,
        failed_attempts: 0,
        locked_until: null,
      });
      await endOperatorSessions(tx, row.id, 'password', now);
      await recordChangeMade(tx, { ...fact, operator: updated });
      await audit(
        tx,
        who,
        { action: 'operator.password_reset', targetType: 'operator', targetId: row.id, after: { maker } },
        now,
      );
      await sendSetPasswordLink(tx, links, updated, 'reset', now);
      return;
    }
    const updated = await updateOperatorRow(tx, row.id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    await endOperatorSessions(tx, row.id, 'totp', now);
    await recordChangeMade(tx, { ...fact, operator: updated });
    await audit(tx, who, { action: 'operator.totp_reset', targetType: 'operator', targetId: row.id, after: { maker } }, now);
  },
};
