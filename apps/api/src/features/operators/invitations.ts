// Set-password links (decision 0029): a new operator's invitation and a reset reach only the
// operator's own e-mail. The database keeps the token's hash; the token lives in the message alone.
import { countRu, OPERATOR_INVITATION_HOURS, OPERATOR_ROLE_TEXT, type Operator, type OperatorRole } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/keys.js';
import type { MailSender } from '../../providers/mail/mail.js';
import { audit } from '../audit/service.js';
import { hashPassword, refuseEmailInPassword } from './passwords.js';
import { endOperatorSessions, findOperator, lockOperator, updateOperatorRow } from './queries.js';
import type { OperatorDeps } from './operator-deps.js';
import { toOperator } from './operator-view.js';

export interface LinkDeps {
  mail: MailSender;
  /** The web app's address as operators open it. */
  webUrl: string;
  productName: string;
}

export type LinkPurpose = 'invite' | 'reset';

/** A password hash nobody knows the password of: the account waits for its owner's link. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomToken());
}

/**
 * Issues a set-password link and e-mails it to the operator's own address; earlier open links of
 * the account stop working. Called last inside the transaction of the change: a message that
 * cannot be sent undoes the change (`mail_failed`), so nothing waits for a link that never left.
 */
export async function sendSetPasswordLink(
  tx: Queryable,
  deps: LinkDeps,
  to: { id: string; email: string; displayName: string; role: OperatorRole },
  purpose: LinkPurpose,
  now: Date,
): Promise<void> {
  const token = randomToken();
  // Retired, not deleted: the row says a link was issued and when.
  await tx.query('UPDATE operator_invitations SET used_at = $2 WHERE operator_id = $1 AND used_at IS NULL', [to.id, now]);
  await tx.query(
    `INSERT INTO operator_invitations (operator_id, token_hash, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [to.id, sha256Hex(token), purpose, now, new Date(now.getTime() + OPERATOR_INVITATION_HOURS * 3_600_000)],
  );
  // The token after '#': browsers send no fragment to a server, so it stays out of access logs and Referer.
  const link = `${deps.webUrl.replace(/\/+$/, '')}/admin/set-password#${token}`;
  const greeting = to.displayName ? `Здравствуйте, ${to.displayName}!` : 'Здравствуйте!';
  const what =
    purpose === 'invite'
      ? `Для вас создана учётная запись в бэк-офисе ${deps.productName} (роль: ${OPERATOR_ROLE_TEXT[to.role].toLowerCase()}, вход: ${to.email}).`
      : `Пароль вашей учётной записи в бэк-офисе ${deps.productName} (${to.email}) сброшен администраторами.`;
  const text = [
    greeting,
    '',
    what,
    `Задайте свой пароль по ссылке — она действует ${countRu(OPERATOR_INVITATION_HOURS, ['час', 'часа', 'часов'])} и один раз:`,
    link,
    '',
    'Если вы не ждали этого письма, сообщите администратору программы.',
  ].join('\n');
  try {
    await deps.mail.send({
      to: to.email,
      subject: purpose === 'invite' ? `Доступ к бэк-офису ${deps.productName}` : `Новый пароль для бэк-офиса ${deps.productName}`,
      text,
    });
  } catch (err) {
    throw new AppError('mail_failed', { cause: err });
  }
}

interface OpenLink {
  id: string;
  operatorId: string;
  purpose: LinkPurpose;
}

async function openLink(db: Queryable, token: string, now: Date, lock = false): Promise<OpenLink | undefined> {
  const { rows } = await db.query<OpenLink>(
    `SELECT i.id, i.operator_id AS "operatorId", i.purpose FROM operator_invitations i JOIN operators o ON o.id = i.operator_id
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2 AND o.disabled_at IS NULL
      ${lock ? 'FOR UPDATE OF i' : ''}`,
    [sha256Hex(token), now],
  );
  return rows[0];
}

/**
 * The owner of a link sets the password: the link is used up, every session of the account ends,
 * the lockout is cleared; the operator then signs in (an admin connects the authenticator there).
 */
export async function acceptInvitation(
  deps: Pick<OperatorDeps, 'db'>,
  input: { token: string; password: string; ip: string },
  now: Date,
): Promise<Operator> {
  const link = await openLink(deps.db, input.token, now);
  const owner = link && (await findOperator(deps.db, link.operatorId));
  if (!link || !owner) throw new AppError('invitation_invalid');
  refuseEmailInPassword(input.password, owner.email, 'password');
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    // Locked and read again: two presses of one link set one password.
    if (!(await openLink(tx, input.token, now, true))) throw new AppError('invitation_invalid');
    await lockOperator(tx, owner.id);
    await tx.query('UPDATE operator_invitations SET used_at = $2 WHERE id = $1', [link.id, now]);
    const updated = await updateOperatorRow(tx, owner.id, {
      password_hash: passwordHash,
      must_change_password: false,
      password_changed_at: now,
      failed_attempts: 0,
      locked_until: null,
    });
    await endOperatorSessions(tx, owner.id, 'password', now);
    await audit(
      tx,
      { operatorId: owner.id, actor: owner.email, ip: input.ip },
      { action: 'operator.password_set', targetType: 'operator', targetId: owner.id, after: { link: link.purpose } },
      now,
    );
    return toOperator(updated, now);
  });
}
