// What a one-time code's message says, for each thing a code does (docs/product.md «What each code
// says», decision 0035): a code that signs, accepts or changes where money goes names that act, so
// that the member reads what the code will do before typing it. The sign-in's message is the
// template admins set («SMS с кодом входа»); every other purpose has its own text here, and no
// template serves two purposes.
//
// Telegram Gateway takes no text of ours: `sendVerificationMessage` delivers the code in Telegram's
// own fixed message, and its `payload` (0–128 bytes) is never shown to the member. So Telegram gets
// the code and a payload naming the purpose; only an SMS says the act in words.
import { lastFourMask, monthYearInText, type PeriodDocumentKind } from '@cabinet/contracts';

/** What a code is bound to (an `otp_codes` row and the row its purpose names), as its message tells it. */
export type CodeSubject =
  | { purpose: 'sign_in' }
  | { purpose: 'document'; targetId: number; kind: PeriodDocumentKind; month: string }
  | { purpose: 'rules'; targetId: number; version: number }
  | { purpose: 'card_add' | 'card_remove' | 'card_default'; targetId: number; last4: string }
  | { purpose: 'account_set'; targetId: number; last4: string };

/** `otp_codes.purpose`: what a code does. */
export type CodePurpose = CodeSubject['purpose'];

type SubjectOf<P extends CodePurpose> = Extract<CodeSubject, { purpose: P }>;

/** The document a code signs, in the genitive after «подписи»; the titles are PERIOD_DOCUMENT_TITLE's. */
const DOCUMENT_OF: Record<PeriodDocumentKind, string> = {
  agent_report: 'отчёта агента',
  npd_act: 'акта об оказании услуг',
};

export interface CodeMessageContext {
  code: string;
  /** PRODUCT_NAME. */
  product: string;
  /** The admins' sign-in template (`{code}`, `{product}`). */
  signInTemplate: string;
}

/** The sign-in message from the template: `{code}` and `{product}` filled in. */
function renderCodeMessage(template: string, code: string, product: string): string {
  return template.replaceAll('{code}', code).replaceAll('{product}', product);
}

// No digits run of six or more besides the code: the emulator and support read the code as the
// first one (a БИК or a full account number would be taken for it).
const confirming = (act: string, code: string) => `Код для ${act}: ${code}. Никому его не сообщайте.`;

/** Each purpose's SMS; a purpose missing here does not compile, and the test holds the list against the database. */
const SMS_TEXT: { [P in CodePurpose]: (subject: SubjectOf<P>, c: CodeMessageContext) => string } = {
  sign_in: (_, c) => renderCodeMessage(c.signInTemplate, c.code, c.product),
  document: (s, c) => confirming(`подписи ${DOCUMENT_OF[s.kind]} за ${monthYearInText(s.month)}`, c.code),
  rules: (s, c) => confirming(`принятия правил программы ${c.product} (редакция ${s.version})`, c.code),
  card_add: (s, c) => confirming(`добавления карты ${lastFourMask(s)} для выплат`, c.code),
  card_remove: (s, c) => confirming(`удаления карты ${lastFourMask(s)} из способов выплаты`, c.code),
  card_default: (s, c) => `Код, чтобы сделать карту ${lastFourMask(s)} основной для выплат: ${c.code}. Никому его не сообщайте.`,
  account_set: (s, c) => confirming(`указания счёта ${lastFourMask(s)} для выплат через банк`, c.code),
};

/** Every purpose a code may have, as `otp_codes_purpose_check` lists them. */
export const CODE_PURPOSES = Object.keys(SMS_TEXT) as CodePurpose[];

export function isCodePurpose(value: string): value is CodePurpose {
  return Object.hasOwn(SMS_TEXT, value);
}

/** The SMS that carries the code of `subject`. */
export function smsCodeMessage(subject: CodeSubject, c: CodeMessageContext): string {
  const text = SMS_TEXT[subject.purpose] as (s: CodeSubject, c: CodeMessageContext) => string;
  return text(subject, c);
}

/**
 * Telegram Gateway's `payload` for the code: the purpose and the id of what it is bound to
 * («document:42»). Shown to nobody; it comes back with the request's status and in the gateway's
 * own records, so each Telegram request says what its code was for. Well under its 128 bytes.
 */
export function telegramPayload(subject: CodeSubject): string {
  return subject.purpose === 'sign_in' ? subject.purpose : `${subject.purpose}:${subject.targetId}`;
}
