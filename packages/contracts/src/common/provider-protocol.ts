// What the API's adapters of outside services and the repository's emulators of them (apps/emulators)
// agree on besides the providers' own documents: the two sides import it from here, never from
// each other.

/** The header the repository's emulators mark their answers with: production refuses to talk to them. */
export const EMULATOR_HEADER = 'x-payout-emulator';

/**
 * The shape of a card's synonym (`payout_token`) ЮKassa's payout widget answers (decision 0056): the
 * API refuses any other at the add step, before a code is sent, and the emulator issues only these
 * and refuses any other in a payout. ЮKassa documents the synonym as a string identifier and
 * publishes no pattern, so this is the envelope of an opaque token — ASCII letters and digits with
 * `._~+/=-`, 16 to 200 characters — that takes UUIDs, hex and base64(url) alike and refuses what no
 * widget answers (a short made-up word, spaces, markup, Cyrillic). A synonym of the right shape the
 * provider never issued is refused by the provider at the first payout, and the card is dropped then.
 */
export const PAYOUT_TOKEN_RE = /^[A-Za-z0-9][A-Za-z0-9._~+/=-]{15,199}$/;

export const isPayoutTokenShape = (token: unknown): token is string => typeof token === 'string' && PAYOUT_TOKEN_RE.test(token);

/** "1500.00" ↔ 150000 kopecks, exactly (no floating point on the way), as ЮKassa writes an amount's value. */
export function kopecksToValue(kopecks: number): string {
  return `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

export function valueToKopecks(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new Error(`not an amount: ${value}`);
  const kopecks = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -kopecks : kopecks;
}
