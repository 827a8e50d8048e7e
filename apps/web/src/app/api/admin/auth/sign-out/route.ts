// POST /api/admin/auth/sign-out — ends the session in the API (when it still lives) and drops the cookie.
import { adminSignOutRoute } from '@cabinet/contracts';
import { refuseLargeBody } from '@/lib/server/body-limit';
import { refuseCrossSite } from '@/lib/server/guard';
import { getOperatorSession } from '@/lib/server/operator-session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request) ?? refuseLargeBody(request);
  if (refused) return refused;
  const session = await getOperatorSession();
  if (session.token) {
    try {
      await callApi(request, adminSignOutRoute.path, { method: adminSignOutRoute.method, bearer: session.token });
    } catch {
      // The API is away: the cookie goes all the same; the session ends by itself when idle.
    }
  }
  session.destroy();
  return jsonNoStore({ success: true });
}
