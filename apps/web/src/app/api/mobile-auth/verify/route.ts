// POST /api/mobile-auth/verify — passed to the API; a successful sign-in also opens the session.
import { meResponse, meRoute, verifyCodeResponse, verifyCodeRoute } from '@cabinet/contracts';
import { readJsonBody } from '@/lib/server/body-limit';
import { apiUnavailable, refuseCrossSite, somethingWentWrong } from '@/lib/server/guard';
import { getSession } from '@/lib/server/session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  // Read only up to the limit: a session-less route must not buffer whatever a client sends.
  const read = await readJsonBody(request);
  if ('refused' in read) return read.refused;
  const body = read.value;
  let res: Response;
  try {
    res = await callApi(request, verifyCodeRoute.path, { method: verifyCodeRoute.method, json: body });
  } catch (err) {
    return apiUnavailable(err);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) return jsonNoStore(answer ?? { message: 'Something went wrong' }, res.status);

  const parsed = verifyCodeResponse.safeParse(answer);
  if (!parsed.success) return somethingWentWrong();
  const signIn = parsed.data;
  const session = await getSession();
  session.accessToken = signIn.accessToken;
  session.userId = signIn.userId;
  session.firstName = await firstNameOf(request, signIn.accessToken);
  await session.save();
  return jsonNoStore(signIn);
}

/** The greeting's name, kept in the session; a failure here must not fail the sign-in. */
async function firstNameOf(request: Request, token: string): Promise<string | undefined> {
  try {
    const res = await callApi(request, meRoute.path, { bearer: token });
    if (!res.ok) return undefined;
    return meResponse.parse(await res.json()).firstName;
  } catch {
    return undefined;
  }
}
