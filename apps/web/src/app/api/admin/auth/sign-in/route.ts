// POST /api/admin/auth/sign-in — passed to the API; a signed-in operator's token goes into the
// operator cookie, not to the browser.
import { adminSignInRoute, type AdminSignInResponse, type WebAdminSignInResponse } from '@cabinet/contracts';
import { keepOperatorSignIn } from '@/lib/server/operator-session';
import { relayOperatorCall } from '@/lib/server/operator-relay';

export function POST(request: Request): Promise<Response> {
  return relayOperatorCall(request, adminSignInRoute, async (raw) => {
    const answer = raw as AdminSignInResponse;
    if (answer.result !== 'signed_in') return answer satisfies WebAdminSignInResponse;
    await keepOperatorSignIn(answer);
    return { result: 'signed_in', operator: answer.operator } satisfies WebAdminSignInResponse;
  });
}
