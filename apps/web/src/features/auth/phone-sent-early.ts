'use server';
// The phone step sent by the browser itself, before the page's scripts ran (docs/decisions/0045-…:
// what is done before hydration is the browser's). The captcha is solved by those scripts only, so
// no code can be asked for yet: the number is checked and handed back, and the page, once its
// scripts run, asks for the code with it (phone-step.tsx) — the member presses nothing twice.
import { formatPhoneMask } from '@/components/phone-input/phone-mask';
import { checkPhone } from './rules';

export interface EarlyPhone {
  /** The number as the mask shows it. */
  phone: string;
  /** The rule it broke (product §5's words), or null: the page goes on to the code. */
  problem: string | null;
}

/** The longest text worth reading from the field: the mask is 18 characters. */
const PHONE_INPUT_MAX = 64;

export async function phoneSentEarly(_previous: EarlyPhone | null, data: FormData): Promise<EarlyPhone> {
  const raw = data.get('phone');
  const phone = formatPhoneMask(typeof raw === 'string' ? raw.slice(0, PHONE_INPUT_MAX) : '');
  const checked = checkPhone(phone);
  return { phone, problem: checked.ok ? null : checked.message };
}
