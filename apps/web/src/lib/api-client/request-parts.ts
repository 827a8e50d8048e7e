// Pure pieces of a request, shared by the client wrappers and their tests.

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** '/list/' + {skipCount: 0, search: undefined} → '/list/?skipCount=0'; empty values are left out. */
export function buildUrl(path: string, query?: QueryValues): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}

/** Spec §7: header values that are not strings are dropped. */
export function cleanHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
