// POST /api/admin/auth/password — the API ends every session of the operator and answers a new
// token for this one, which replaces the old in the cookie.
import { changeOperatorPasswordRoute } from '@cabinet/contracts';
import { getOperatorSession } from '@/lib/server/operator-session';
import { relayOperatorCall } from '@/lib/server/operator-relay';

export function POST(request: Request): Promise<Response> {
  return relayOperatorCall(request, changeOperatorPasswordRoute, async (answer) => {
    const session = await getOperatorSession();
    session.token = String(answer.token);
    await session.save();
    return { operator: answer.operator };
  });
}
