// The pass-through of every /api path the app server does not answer itself (issue 4): method,
// path, query, headers and body go to the API unchanged and the answer comes back as a stream.
import 'server-only';
import { apiUnavailable } from './guard';
import { getOperatorSession } from './operator-session';
import { getSession } from './session';

const ADMIN_API_PREFIX = '/api/admin/';
import { apiUrl, relayResponse, upstreamHeaders } from './upstream';

/** Uploads may take a while on a phone; anything else that hangs this long has failed. */
const UPSTREAM_TIMEOUT_MS = 120_000;

export async function forwardToApi(request: Request, opts: { useSession?: boolean } = {}): Promise<Response> {
  const url = new URL(request.url);
  // The back office rides on the operator's cookie, the cabinet on the member's: never the other's.
  const bearer =
    opts.useSession === false || request.headers.has('authorization')
      ? null
      : url.pathname.startsWith(ADMIN_API_PREFIX)
        ? (await getOperatorSession()).token
        : (await getSession()).accessToken;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  try {
    const res = await fetch(apiUrl(url.pathname + url.search), {
      method: request.method,
      headers: upstreamHeaders(request, bearer),
      body: hasBody ? request.body : undefined,
      // Streams the upload instead of reading it whole into memory first.
      ...(hasBody ? { duplex: 'half' as const } : {}),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
    } as RequestInit);
    return relayResponse(res);
  } catch (err) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return apiUnavailable(err);
  }
}
