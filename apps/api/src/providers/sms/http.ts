// What the three SMS adapters share: a form-encoded request with a timeout and a JSON answer.

export async function requestJson(
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const res = await fetch(url, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    },
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(init.timeoutMs),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`answered ${res.status} without JSON`);
  }
}

/** Strips the trailing slash of a configured base address. */
export function base(url: string): string {
  return url.replace(/\/+$/, '');
}
