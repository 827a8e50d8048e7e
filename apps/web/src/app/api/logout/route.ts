// POST /api/logout — revokes the sign-in in the API and destroys the session (product §4 "Logout").
import { logoutRoute, webLogoutBody } from '@cabinet/contracts';
import { readJsonBody } from '@/lib/server/body-limit';
import { invalidInput, refuseCrossSite } from '@/lib/server/guard';
import { getSession } from '@/lib/server/session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refused' in read) return read.refused;
  const parsed = webLogoutBody.safeParse(read.value);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const refreshToken = parsed.data?.refreshToken;
  const session = await getSession();
  const bearer = session.accessToken;
  if (bearer || refreshToken) {
    try {
      // The API revokes by the (even lapsed) access token, or by the refresh token.
      await callApi(request, logoutRoute.path, {
        method: logoutRoute.method,
        bearer,
        json: refreshToken ? { refreshToken } : {},
      });
    } catch {
      // The API is unreachable: the member still leaves; the sign-in lapses with its tokens.
    }
  }
  session.destroy();
  return jsonNoStore({ success: true });
}
