import { refusalMessage, structuredRefusal } from '@/lib/api-client/errors';

/** The API's refusal as the screen shows it: its Russian message and the first field's own text. */
export function refusalOf(err: unknown, fallback: string): { error: string; field?: string } {
  const error = refusalMessage(err, fallback);
  const fields = structuredRefusal(err)?.fields;
  const first = fields ? Object.values(fields)[0] : undefined;
  return { error, ...(first ? { field: first } : {}) };
}
