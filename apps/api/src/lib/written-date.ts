// A date as people write it in a file or a partner's batch: `YYYY-MM-DD` or `ДД.ММ.ГГГГ` (the day and
// the month with or without a leading zero). The contracts' and the team structure's rows read it.

/** The date as `YYYY-MM-DD`, or null when it is not a real date from 2000 on. */
export function normaliseDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : ru ? [ru[3], ru[2], ru[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return date >= '2000-01-01' ? date : null;
}
