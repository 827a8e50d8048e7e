// Calls from the app server to the API: the address, the headers passed on and the answer relayed.
import 'server-only';
import { API_LANGUAGE } from '../constants';
import { clientAddress, PEER_HEADER } from './client-address';
import { webConfig } from './config';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what the HTTP client sets itself never cross. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'host',
  'content-length',
  'expect',
]);

/**
 * The browser's cookie is the web app's business (the sealed session), not the API's; the
 * forwarding headers are written anew from what the app server itself knows.
 */
const NOT_FORWARDED = new Set([
  'cookie',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  PEER_HEADER,
]);

/** Whether a header of the browser's request goes on to the API as it is (Next.js's own never do). */
export function isForwardedRequestHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name) && !NOT_FORWARDED.has(name) && !name.startsWith('next-') && name !== 'rsc';
}

/** Whether a header of the API's answer goes back to the browser: never a cookie (the session is ours). */
export function isRelayedResponseHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name) && name !== 'set-cookie';
}

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
  // The member's address as the API should believe it, the scheme and host the browser used, the
  // language of the API's messages when the browser named none, the answer's bytes as the API wrote them.
  const address = memberAddress(request);
  if (address) out.set('x-forwarded-for', address);
  const proto = request.headers.get('x-forwarded-proto');
  if (proto) out.set('x-forwarded-proto', proto);
  const host = request.headers.get('host');
  if (host) out.set('x-forwarded-host', host);
  out.set('accept-language', request.headers.get('accept-language') ?? API_LANGUAGE);
  out.set('accept-encoding', 'identity');
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
