// The amount as the member types it: read by the form's rules and by the request (no zod here).
/** '1 234,5' or '1234.50' → 1234.5; anything else → NaN. */
export function parseAmount(input: string): number {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(text)) return Number.NaN;
  return Number(text);
}
