'use client';
// The web's one way to call a route: the contract's reference (`@cabinet/contracts/client`, no zod
// in the browser) names the method, the path and who may call; its contract's type, what comes back. Member calls carry the in-memory access token and, on a 401, share one refresh
// and retry once (product §4); back office calls ride on the operator's session cookie.
import { refPath, type RouteDefinition, type RouteInput, type RouteRef, type RouteResponse } from '@cabinet/contracts/client';
import { getBrowserSession } from './browser-session';
import { ApiRequestError, LoggingOutError, toErrorBody } from './errors';
import { buildUrl, type QueryValues } from './request-parts';
import { send, type Answer, type SendOptions } from './transport';

type CallInput<R extends RouteDefinition> = RouteInput<R> & {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
};

/** Where the back office sends an operator whose session is over. */
const operatorSignedOut = () => window.location.assign('/admin/login');

export async function callApi<R extends RouteDefinition>(route: RouteRef<R>, input: CallInput<R>): Promise<RouteResponse<R>> {
  const parts = input as CallInput<RouteDefinition> & {
    params?: Record<string, string | number>;
    query?: QueryValues;
    body?: unknown;
    headers?: Record<string, unknown>;
    file?: Blob;
    fields?: Record<string, string>;
  };
  const opts: SendOptions = {
    url: buildUrl(refPath(route, parts.params as never), parts.query),
    body: parts.body,
    headers: parts.headers,
    upload: parts.file ? { file: parts.file, fields: parts.fields } : undefined,
    signal: parts.signal,
    onProgress: parts.onProgress,
  };
  const answer = route.access === 'member' ? await sendAsMember(route, opts) : await send(route, null, opts);
  if (answer.status === 401 && (route.access === 'operator' || route.access === 'admin')) {
    operatorSignedOut();
    throw new LoggingOutError();
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiRequestError(answer.status, toErrorBody(answer.body));
  return answer.body as RouteResponse<R>;
}

/** Spec §4: a 401 gets one shared refresh and one retry; a fresh token refused too means the sign-in is gone. */
async function sendAsMember(route: RouteRef, opts: SendOptions): Promise<Answer> {
  const session = getBrowserSession();
  let token = await session.getAccessToken();
  let answer = await send(route, token, opts);
  if (answer.status === 401) {
    token = await session.handleUnauthorized(token);
    answer = await send(route, token, opts);
    if (answer.status === 401) {
      void session.logout();
      throw new LoggingOutError();
    }
  }
  return answer;
}
