// The back office's date-and-time fields are Moscow time whatever the operator's computer says:
// the programme lives on it (dates in lists and facts are shown on it by lib/format.ts).

/** A datetime-local value ('2026-12-01T10:00') read as Moscow time (UTC+3, no daylight saving); null if unreadable. */
export function moscowInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+03:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
