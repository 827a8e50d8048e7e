// The one way from the browser to the API (docs/decisions/0050-…): every /api path the app server
// does not answer itself goes through the catch-all route to here; method, path, query, headers and
// body go to the API unchanged and the answer comes back as a stream.
import 'server-only';
import { BodyTooLargeError, declaresTooMuch, limitedStream, forwardedBodyLimit, payloadTooLarge } from './body-limit';
import { apiUnavailable } from './guard';
import { getOperatorSession } from './operator-session';
import { imageFetchToken } from './image-fetch';
import { getSession } from './session';
import { apiUrl, relayResponse, upstreamHeaders } from './upstream';

const ADMIN_API_PREFIX = '/api/admin/';

/** Uploads may take a while on a phone; anything else that hangs this long has failed. */
const UPSTREAM_TIMEOUT_MS = 120_000;

/** True when `err`, or what caused it, is the body limit's own refusal. */
function isBodyTooLarge(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (e instanceof BodyTooLargeError) return true;
  return false;
}

/**
 * Passes the request on. A body over the limit (uploads: the largest scan; anything else: the
 * API's own 1 MiB) is refused with 413: at once when Content-Length declares it, else when the
 * streamed count passes it.
 */
export async function forwardToApi(request: Request, opts: { useSession?: boolean; limit?: number } = {}): Promise<Response> {
  const url = new URL(request.url);
  const limit = opts.limit ?? forwardedBodyLimit(request);
  if (declaresTooMuch(request, limit)) return payloadTooLarge();
  // The back office rides on the operator's cookie, the cabinet on the member's: never the other's.
  const bearer =
    opts.useSession === false || request.headers.has('authorization')
      ? null
      : url.pathname.startsWith(ADMIN_API_PREFIX)
        ? (await getOperatorSession()).token
        : ((await getSession()).accessToken ??
          // The image optimizer's own fetch of a picture for a member's /_next/image request.
          (request.headers.has('cookie') ? null : await imageFetchToken(url.pathname)));
  const body = request.method !== 'GET' && request.method !== 'HEAD' && request.body ? limitedStream(request.body, limit) : null;
  try {
    const res = await fetch(apiUrl(url.pathname + url.search), {
      method: request.method,
      headers: upstreamHeaders(request, bearer),
      body,
      // Streams the upload instead of reading it whole into memory first.
      ...(body ? { duplex: 'half' as const } : {}),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
    } as RequestInit);
    return relayResponse(res);
  } catch (err) {
    if (isBodyTooLarge(err)) return payloadTooLarge();
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return apiUnavailable(err);
  }
}
