// What the API's adapters of outside services and the repository's emulators of them (apps/emulators)
// agree on besides the providers' own documents: the two sides import it from here, never from
// each other.

/** The header the repository's emulators mark their answers with: production refuses to talk to them. */
export const EMULATOR_HEADER = 'x-payout-emulator';

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
