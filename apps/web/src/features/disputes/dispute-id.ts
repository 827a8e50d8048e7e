// A typed address can be anything: only a whole positive number names a dispute or a history line.
export function parsePositiveId(value: string | string[] | undefined | null): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}
