// Every other /api/... path goes to the API unchanged, with the session's token when the
// browser sent none — so that <img src="/api/files/…"> works for the member's own files.
import { forwardToApi } from '@/lib/server/forward';
import { reportCrossSiteRefusal } from '@/lib/server/cross-site-report';
import { refuseCrossSite } from '@/lib/server/guard';

async function handle(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (!refused) return forwardToApi(request);
  await reportCrossSiteRefusal(request);
  return refused;
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
