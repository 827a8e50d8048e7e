// The back office's sign-in calls pass through the app server, which keeps the operator's session
// token in its own cookie: the browser never holds it.
import 'server-only';
import type { RouteDefinition } from '@cabinet/contracts';
import { readJsonBody } from './body-limit';
import { apiUnavailable, refuseCrossSite } from './guard';
import { getOperatorSession } from './operator-session';
import { callApi, jsonNoStore } from './upstream';

/**
 * Sends the browser's call to the API (with the operator's token when there is a session) and
 * lets `onSuccess` keep what the answer holds in the cookie and say what the browser gets back.
 */
export async function relayOperatorCall(
  request: Request,
  route: RouteDefinition,
  onSuccess: (answer: Record<string, unknown>) => Promise<unknown>,
): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refused' in read) return read.refused;
  const session = await getOperatorSession();
  let res: Response;
  try {
    res = await callApi(request, route.path, { method: route.method, bearer: session.token ?? null, json: read.value ?? {} });
  } catch (err) {
    return apiUnavailable(err);
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !answer)
    return jsonNoStore(answer ?? { code: 'internal', message: 'Неожиданная ошибка сервера' }, res.ok ? 502 : res.status);
  return jsonNoStore(await onSuccess(answer));
}
