// A write to the back office's API refused here as cross-site never reaches the API, so the app server
// tells it, with the operator session the request carried, for the audit log (decision 0030). The
// API bounds how many such entries an operator gets a minute.
import 'server-only';
import { reportCrossSiteRefusalRoute } from '@cabinet/contracts/client';
import { getOperatorSession } from './operator-session';
import { callApi } from './upstream';

const ADMIN_API_PREFIX = '/api/admin/';

/** Reports the refused request when it was addressed to the back office and carried an operator's session. */
export async function reportCrossSiteRefusal(request: Request): Promise<void> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(ADMIN_API_PREFIX)) return;
  const { token } = await getOperatorSession();
  if (!token) return;
  try {
    await callApi(request, reportCrossSiteRefusalRoute.path, {
      method: reportCrossSiteRefusalRoute.method,
      bearer: token,
      json: { method: request.method.toUpperCase(), path: pathname.slice(0, 200) },
      timeoutMs: 2_000,
    });
  } catch (err) {
    // The refusal stands either way; only its entry in the audit log is missing.
    console.error('cross-site refusal not reported:', err instanceof Error ? err.message : String(err));
  }
}
