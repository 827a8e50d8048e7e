// POST /api/mobile-auth/code — passed to the API as it is (product §7).
import { SESSION_BODY_LIMIT } from '@/lib/server/body-limit';
import { forwardToApi } from '@/lib/server/forward';
import { refuseCrossSite } from '@/lib/server/guard';

export async function POST(request: Request): Promise<Response> {
  return refuseCrossSite(request) ?? forwardToApi(request, { useSession: false, limit: SESSION_BODY_LIMIT });
}
