// Calls from the app server to the API: the address, the headers passed on and the answer relayed.
import 'server-only';
import {
  API_LANGUAGE,
  isForwardedRequestHeader,
  isRelayedResponseHeader,
  writtenRequestHeaders,
} from '../../../pass-through/upstream-headers.mjs';
import { clientAddress } from './client-address';
import { webConfig } from './config';

/** The member's address as the API should see it (see client-address.ts). */
function memberAddress(request: Pick<Request, 'headers'>): string | null {
  return clientAddress(request.headers, webConfig().trustProxy);
}

export function apiUrl(pathAndQuery: string): string {
  return webConfig().apiOrigin + pathAndQuery;
}

/**
 * The request's headers for the API: the browser's own Authorization, else the session's token;
 * the member's address in X-Forwarded-For (the API believes it from the app server only).
 */
export function upstreamHeaders(request: Request, bearer: string | null | undefined): Headers {
  const out = new Headers();
  request.headers.forEach((value, name) => {
    if (isForwardedRequestHeader(name)) out.set(name, value);
  });
  if (!out.has('authorization') && bearer) out.set('authorization', `Bearer ${bearer}`);
  const written = writtenRequestHeaders(request.headers, {
    address: memberAddress(request),
    proto: request.headers.get('x-forwarded-proto'),
  });
  for (const [name, value] of Object.entries(written)) out.set(name, value);
  return out;
}

/** The API's answer to the browser, streamed; hop-by-hop headers dropped. */
export function relayResponse(res: Response): Response {
  const headers = new Headers();
  res.headers.forEach((value, name) => {
    // fetch has decoded the body already, whatever the API said.
    if (isRelayedResponseHeader(name) && name !== 'content-encoding') headers.append(name, value);
  });
  const length = res.headers.get('content-length');
  if (length && !res.headers.get('content-encoding')) headers.set('content-length', length);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** JSON that no cache keeps: session answers and the proxy's refusals. */
export function jsonNoStore(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A call from the app server itself (session routes, a page's reads): JSON in, the raw Response
 * out. `request` is the browser's, for the member's address and user agent.
 */
export async function callApi(
  request: Pick<Request, 'headers'>,
  path: string,
  init: { method?: string; bearer?: string | null; json?: unknown; timeoutMs?: number } = {},
): Promise<Response> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': API_LANGUAGE });
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  const address = memberAddress(request);
  if (address) headers.set('x-forwarded-for', address);
  const ua = request.headers.get('user-agent');
  if (ua) headers.set('user-agent', ua);
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(apiUrl(path), {
    method: init.method ?? 'GET',
    headers,
    body,
    cache: 'no-store',
    redirect: 'manual',
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
}
