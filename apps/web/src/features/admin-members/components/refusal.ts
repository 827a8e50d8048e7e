import { ApiRequestError } from '@/lib/api-client/errors';

/** The API's refusal as the screen shows it: its Russian message and the first field's own text. */
export function refusalOf(err: unknown, fallback: string): { error: string; field?: string } {
  if (!(err instanceof ApiRequestError) || !err.isStructured) return { error: fallback };
  const fields = err.body?.fields;
  const first = fields ? Object.values(fields)[0] : undefined;
  return { error: err.body!.message!, ...(first ? { field: first } : {}) };
}
