// Shared refusals of the app server's routes.
import 'server-only';
import { errorCatalogue } from '@cabinet/contracts';
import { jsonNoStore } from './upstream';
import { webConfig } from './config';
import { isCrossSite, isCrossSiteWrite } from './same-origin';

/**
 * The /api routes check the origin of writes themselves: proxy.ts does not run for /api, because
 * Next.js would buffer every request body it sees there, uploads included.
 */
export function refuseCrossSite(request: Request, { anyMethod = false } = {}): Response | null {
  const trust = webConfig().trustProxy;
  const refused = anyMethod ? isCrossSite(request.headers, trust) : isCrossSiteWrite(request.method, request.headers, trust);
  return refused ? jsonNoStore({ code: 'forbidden', message: errorCatalogue.forbidden.message }, 403) : null;
}

/** Spec §8: "Proxy other failure → 500 'Something went wrong'". */
export function somethingWentWrong(): Response {
  return jsonNoStore({ message: 'Something went wrong' }, 500);
}

/**
 * Input a route's contract refuses (a malformed query or body): 400 `validation_error` naming the
 * fields, as the API answers its own routes' bad input (apps/api/src/plugins/errors.ts).
 */
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[] = []): Response {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.path.map(String).join('.') || '_'] = /[А-Яа-яЁё]/.test(issue.message) ? issue.message : 'Некорректное значение';
  }
  return jsonNoStore({ code: 'validation_error', message: errorCatalogue.validation_error.message, fields }, 400);
}

export function unauthorized(): Response {
  return jsonNoStore({ message: 'Unauthorized' }, 401);
}

/**
 * The API did not answer (down, restarting, timed out): the API's own refusal for a failure of its
 * own, which the pages show as it is.
 */
export function apiUnavailable(err: unknown): Response {
  console.error('API unreachable:', err instanceof Error ? err.message : String(err));
  return jsonNoStore({ code: 'internal', message: errorCatalogue.internal.message }, 502);
}
