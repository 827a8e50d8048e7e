// GET /api/user/ — who is signed in (product §7): the session's token, confirmed by the API.
import { meResponse, meRoute, type WebUserResponse } from '@cabinet/contracts';
import { refuseLargeBody } from '@/lib/server/body-limit';
import { apiUnavailable, somethingWentWrong, unauthorized } from '@/lib/server/guard';
import { getSession } from '@/lib/server/session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function GET(request: Request): Promise<Response> {
  const tooLarge = refuseLargeBody(request);
  if (tooLarge) return tooLarge;
  const session = await getSession();
  const token = session.accessToken;
  if (!token) return jsonNoStore({ isLoggedIn: false } satisfies WebUserResponse);

  let res: Response;
  try {
    res = await callApi(request, meRoute.path, { bearer: token });
  } catch (err) {
    return apiUnavailable(err);
  }
  // The token lapsed or the sign-in was revoked: the client refreshes once or signs out (product §4).
  if (res.status === 401) return unauthorized();
  if (!res.ok) return somethingWentWrong();
  const me = meResponse.safeParse(await res.json().catch(() => null));
  if (!me.success) return somethingWentWrong();
  if (session.firstName !== me.data.firstName || session.userId !== me.data.userId) {
    session.firstName = me.data.firstName;
    session.userId = me.data.userId;
    await session.save();
  }
  return jsonNoStore({ isLoggedIn: true, ...me.data, accessToken: token } satisfies WebUserResponse);
}
