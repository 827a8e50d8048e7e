// A number as a person types it in a form: '1 250,5' → 1250.5, '−300' → -300 (the typographic minus
// too); NaN when empty or not a number, so that the contract's own rule says what is wrong.
export function typedNumber(text: string): number {
  const normalised = text
    .replace(/[\s\u00a0]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}
