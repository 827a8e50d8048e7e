import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { operatorEmailSchema, operatorPasswordSchema, operatorSchema, totpCodeSchema } from './operator.js';

/** How long an operator's session lives without a request (the API ends it after that). */
export const OPERATOR_IDLE_TIMEOUT_HOURS = 8;
/** Failed sign-ins in a row that lock the account, and for how long. */
export const OPERATOR_MAX_FAILED_SIGN_INS = 5;
export const OPERATOR_LOCK_MINUTES = 15;

export const adminSignInBody = z.object({
  email: operatorEmailSchema,
  password: z.string({ error: 'Введите пароль' }).check(z.minLength(1, { error: 'Введите пароль' }), z.maxLength(1024)),
  /** The authenticator's code, once the password has been accepted and the account has TOTP. */
  code: z.optional(totpCodeSchema),
});
export type AdminSignInBody = z.infer<typeof adminSignInBody>;

const codeRequired = z.object({ result: z.literal('code_required') });
const signedInShape = { result: z.literal('signed_in'), operator: operatorSchema };

/**
 * `code_required`: the password is right and the account has an authenticator: send again with
 * `code`. `signed_in`: a session; `mustChangePassword` or a required TOTP not yet set up limit it
 * to finishing that setup.
 */
export const adminSignInResponse = z.discriminatedUnion('result', [
  codeRequired,
  z.object({ ...signedInShape, token: z.string() }),
]);
export type AdminSignInResponse = z.infer<typeof adminSignInResponse>;

export const adminSignInRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/sign-in',
  operationId: 'adminSignIn',
  summary: 'Вход оператора: e-mail, пароль и код приложения-аутентификатора',
  description:
    'Пять неудачных попыток подряд блокируют вход на 15 минут. Ответ `code_required` — пароль верен, нужен код ' +
    'из приложения. Токен сеанса получает сервер веб-приложения и хранит его в своей cookie.',
  tag: 'admin',
  access: 'public',
  body: adminSignInBody,
  response: adminSignInResponse,
  errors: ['operator_credentials_invalid', 'operator_locked', 'totp_invalid', 'demo_account_refused', 'rate_limited'],
});

/** The web app's own sign-in: the same call, the token kept in its cookie instead of answered. */
export const webAdminSignInResponse = z.discriminatedUnion('result', [codeRequired, z.object(signedInShape)]);
export type WebAdminSignInResponse = z.infer<typeof webAdminSignInResponse>;

export const webAdminSignInRoute = defineRoute({
  ...adminSignInRoute,
  operationId: 'webAdminSignIn',
  summary: 'Вход оператора через веб-приложение (сеанс — в cookie)',
  tag: 'web',
  server: 'web',
  response: webAdminSignInResponse,
});

export const adminMeResponse = z.object({ operator: operatorSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

export const adminMeRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/auth/me',
  operationId: 'adminMe',
  summary: 'Кто вошёл в бэк-офис',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  response: adminMeResponse,
  errors: [],
});

export const adminSignOutResponse = z.object({ success: z.literal(true) });

export const adminSignOutRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/sign-out',
  operationId: 'adminSignOut',
  summary: 'Выйти из бэк-офиса',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  response: adminSignOutResponse,
  errors: [],
});

export const changeOperatorPasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Введите текущий пароль' })
    .check(z.minLength(1, { error: 'Введите текущий пароль' }), z.maxLength(1024)),
  newPassword: operatorPasswordSchema,
  /** A current code of the authenticator, when the account has one (step-up, decision 0029). */
  code: z.optional(totpCodeSchema),
});
export type ChangeOperatorPasswordBody = z.infer<typeof changeOperatorPasswordBody>;

/** Every session of the operator ends; the one that asked gets a new token. */
export const changeOperatorPasswordResponse = z.object({ operator: operatorSchema, token: z.string() });

export const changeOperatorPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/password',
  operationId: 'changeOperatorPassword',
  summary: 'Сменить свой пароль (все сеансы завершаются, этот получает новый)',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  body: changeOperatorPasswordBody,
  response: changeOperatorPasswordResponse,
  errors: ['operator_credentials_invalid', 'totp_invalid', 'operator_locked'],
});

export const webChangeOperatorPasswordRoute = defineRoute({
  ...changeOperatorPasswordRoute,
  operationId: 'webChangeOperatorPassword',
  tag: 'web',
  server: 'web',
  response: adminMeResponse,
});

export const totpSetupResponse = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…` */
  otpauthUrl: z.string(),
  /** The same URL as a QR code, an SVG drawn on the server (no outside service). */
  qrSvg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

/**
 * Step-up for connecting or replacing the authenticator: the current password, and a current code
 * of the app being replaced when there is one (decision 0029).
 */
export const totpSetupBody = z.object({
  currentPassword: z
    .string({ error: 'Введите текущий пароль' })
    .check(z.minLength(1, { error: 'Введите текущий пароль' }), z.maxLength(1024)),
  code: z.optional(totpCodeSchema),
});
export type TotpSetupBody = z.infer<typeof totpSetupBody>;

export const totpSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/totp/setup',
  operationId: 'startTotpSetup',
  summary: 'Начать подключение приложения-аутентификатора: секрет и QR-код',
  description:
    'Нужны текущий пароль и, если приложение уже подключено, его текущий код. Попытка записывается в журнал ' +
    'аудита с самого начала; неверный пароль или код считается неудачной попыткой входа.',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  body: totpSetupBody,
  response: totpSetupResponse,
  errors: ['operator_credentials_invalid', 'totp_invalid', 'operator_locked'],
});

export const totpCodeBody = z.object({ code: totpCodeSchema });

export const totpConfirmRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/totp/confirm',
  operationId: 'confirmTotpSetup',
  summary: 'Подтвердить подключение приложения-аутентификатора первым кодом (другие сеансы завершаются)',
  tag: 'admin',
  access: 'operator',
  allowsUnfinishedSetup: true,
  body: totpCodeBody,
  response: adminMeResponse,
  errors: ['totp_invalid', 'totp_not_pending'],
});

/**
 * The invited (or reset) operator's own password, set through the link of their e-mail: the token
 * is the link's, the password never passes through anyone else (decision 0029).
 */
export const acceptInvitationBody = z.object({
  token: z.string({ error: 'invitation_invalid' }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Ссылка повреждена' })),
  password: operatorPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/invitation',
  operationId: 'acceptOperatorInvitation',
  summary: 'Задать свой пароль по ссылке из письма',
  description: 'Ссылка действует 72 часа и один раз. После этого оператор входит с e-mail и новым паролем.',
  tag: 'admin',
  access: 'public',
  body: acceptInvitationBody,
  response: adminMeResponse,
  errors: ['invitation_invalid', 'rate_limited'],
});
