// The back office's sign-in calls pass through the app server, which keeps the operator's session
// token in its own cookie: the browser never holds it.
import 'server-only';
import type { RouteDefinition } from '@cabinet/contracts';
import { apiUnavailable, refuseCrossSite } from './guard';
import { getOperatorSession } from './operator-session';
import { callApi, jsonNoStore } from './upstream';

/** At most this much JSON in a sign-in call: an e-mail, two passwords, a code. */
const MAX_BODY_BYTES = 16 * 1024;

async function readSmallJson(request: Request): Promise<{ body: unknown } | Response> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    return jsonNoStore({ code: 'payload_too_large', message: 'Слишком большой запрос' }, 413);
  }
  try {
    return { body: text ? (JSON.parse(text) as unknown) : {} };
  } catch {
    return { body: null };
  }
}

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
  const read = await readSmallJson(request);
  if (read instanceof Response) return read;
  const session = await getOperatorSession();
  let res: Response;
  try {
    res = await callApi(request, route.path, { method: route.method, bearer: session.token ?? null, json: read.body });
  } catch (err) {
    return apiUnavailable(err);
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !answer)
    return jsonNoStore(answer ?? { code: 'internal', message: 'Неожиданная ошибка сервера' }, res.ok ? 502 : res.status);
  return jsonNoStore(await onSuccess(answer));
}
