import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { OPERATOR_ROLES, type OperatorRole } from './operator-values.js';

export * from './operator-values.js';

export const OPERATOR_ROLE_TEXT: Record<OperatorRole, string> = { operator: 'Оператор', admin: 'Администратор' };

/**
 * An account created, promoted or reset by an admin cannot approve that admin's requests (nor
 * those of the admin who approved the change) for this many days (decision 0029).
 */
export const APPROVAL_COOLING_OFF_DAYS = 7;
/** A set-password link (an invitation or a reset) works once, within this many hours. */
export const OPERATOR_INVITATION_HOURS = 72;

/** A password an operator chooses: long rather than clever (NIST 800-63B). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

const EMAIL = { error: 'Некорректный адрес электронной почты' };
export const operatorEmailSchema = z.pipe(
  z.string(EMAIL).check(z.trim(), z.toLowerCase(), z.maxLength(254, EMAIL)),
  z.email(EMAIL),
);

export const operatorPasswordSchema = z.string({ error: 'Введите пароль' }).check(
  z.minLength(OPERATOR_PASSWORD_MIN, {
    error: `Пароль — не короче ${countRu(OPERATOR_PASSWORD_MIN, ['символа', 'символов', 'символов'])}`,
  }),
  z.maxLength(OPERATOR_PASSWORD_MAX, {
    error: `Пароль — не длиннее ${countRu(OPERATOR_PASSWORD_MAX, ['символа', 'символов', 'символов'])}`,
  }),
);

/** Six digits of an authenticator app (RFC 6238). */
export const totpCodeSchema = z
  .string({ error: 'Введите код из приложения' })
  .check(z.trim(), z.regex(/^\d{6}$/, { error: 'Код — 6 цифр из приложения-аутентификатора' }));

/** An operator as the back office shows them (to themselves and to admins). */
export const operatorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(OPERATOR_ROLES),
    /** The password was set by someone else and must be changed before anything else. */
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
    /** Admins must have an authenticator app; operators may. */
    totpRequired: z.boolean(),
    disabled: z.boolean(),
    /** Until when failed sign-ins lock the account, or null. */
    lockedUntil: z.nullable(z.iso.datetime()),
    createdAt: z.iso.datetime(),
    /**
     * The dealers whose members the operator sees (decision 0066), by name; null: every dealer's, and
     * the members in no team — always so for an admin.
     */
    dealers: z.nullable(z.array(z.object({ id: z.string(), name: z.string() }))),
  })
  .register(z.globalRegistry, { id: 'Operator' });
export type Operator = z.infer<typeof operatorSchema>;
