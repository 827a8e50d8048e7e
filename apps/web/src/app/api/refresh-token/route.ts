// GET /api/refresh-token?refreshToken= — passed to the API; the new access token goes into the session.
import { refreshTokenResponse, refreshTokenRoute } from '@cabinet/contracts';
import { refuseLargeBody } from '@/lib/server/body-limit';
import { apiUnavailable, refuseCrossSite, somethingWentWrong } from '@/lib/server/guard';
import { getSession } from '@/lib/server/session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function GET(request: Request): Promise<Response> {
  const tooLarge = refuseLargeBody(request);
  if (tooLarge) return tooLarge;
  // It writes the session cookie: no other site may have a member's browser call it.
  const refused = refuseCrossSite(request, { anyMethod: true });
  if (refused) return refused;
  const search = new URL(request.url).search;
  let res: Response;
  try {
    res = await callApi(request, `${refreshTokenRoute.path}${search}`);
  } catch (err) {
    return apiUnavailable(err);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) return jsonNoStore(answer ?? { message: 'Something went wrong' }, res.status);
  const parsed = refreshTokenResponse.safeParse(answer);
  if (!parsed.success) return somethingWentWrong();
  const session = await getSession();
  session.accessToken = parsed.data.data.access_token;
  await session.save();
  return jsonNoStore(parsed.data);
}
