// The sign-in forms' rules (product §5), with the spec's messages: the phone complete; the code
// trimmed, not empty, at most 25 letters, digits, hyphens or spaces. Plain functions rather than a
// zod schema: /login's first load carries neither zod nor a form library (decision 0022).
import { isCompletePhone, isEmptyPhone } from '@/components/phone-input/phone-mask';
import { login } from './texts';
import { CODE_MAX_LENGTH, isValidCode } from '@/lib/validation';

/** What a field holds once it is valid, or the message to show under it. */
export type Checked = { ok: true; value: string } | { ok: false; message: string };

export function checkPhone(phone: string): Checked {
  if (isEmptyPhone(phone)) return { ok: false, message: login.phoneRequired };
  return isCompletePhone(phone) ? { ok: true, value: phone } : { ok: false, message: login.invalidPhone };
}

export function checkCode(input: string): Checked {
  const code = input.trim();
  if (code.length < 1) return { ok: false, message: login.codeRequired };
  if (code.length > CODE_MAX_LENGTH || !isValidCode(code)) return { ok: false, message: login.codeFormat };
  return { ok: true, value: code };
}
