// GET /api/balance/account-history/ — the transactions proxy of product §7: the session's token, the
// API's /api/accounts/transactions with its own parameter names and Accept-Language ru-RU (callApi),
// `{history, totalCount}` back.
import {
  accountHistoryApiQuery,
  accountHistoryProxyQuery,
  accountHistoryProxyResponse,
  PROXY_FAILURE,
  PROXY_UNAUTHORIZED,
  accountHistoryRoute,
} from '@cabinet/contracts';
import { refuseLargeBody } from '@/lib/server/body-limit';
import { invalidInput } from '@/lib/server/guard';
import { isJwtExpired } from '@/lib/jwt-expiry';
import { getSession } from '@/lib/server/session';
import { callApi, jsonNoStore } from '@/lib/server/upstream';

export async function GET(request: Request): Promise<Response> {
  const tooLarge = refuseLargeBody(request);
  if (tooLarge) return tooLarge;
  const token = (await getSession()).accessToken;
  if (!token || isJwtExpired(token)) return jsonNoStore(PROXY_UNAUTHORIZED, 401);

  const query = accountHistoryProxyQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error.issues);
  const params = new URLSearchParams(accountHistoryApiQuery(query.data));

  try {
    const res = await callApi(request, `${accountHistoryRoute.path}?${params}`, { bearer: token });
    if (res.status === 401) return jsonNoStore(PROXY_UNAUTHORIZED, 401);
    if (!res.ok) return jsonNoStore(PROXY_FAILURE, 500);
    const body = accountHistoryProxyResponse.safeParse(await res.json());
    if (!body.success) return jsonNoStore(PROXY_FAILURE, 500);
    return jsonNoStore({ history: body.data.history, totalCount: body.data.totalCount });
  } catch {
    return jsonNoStore(PROXY_FAILURE, 500);
  }
}
