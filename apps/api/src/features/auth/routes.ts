import { logoutRoute, meRoute, refreshTokenRoute, requestCodeRoute, verifyCodeRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../http/callers.js';
import { findMemberSummary } from './queries.js';
import { logout, refreshTokens, requestCode, verifyCode } from './service.js';

export const authRoutes = [
  implement(requestCodeRoute, async ({ deps, log, body, req }) => requestCode({ ...deps, log }, { ...body, ip: req.ip })),
  implement(verifyCodeRoute, async ({ deps, log, body, req }) =>
    verifyCode({ ...deps, log }, { ...body, ip: req.ip, userAgent: req.headers['user-agent'] ?? null }),
  ),
  implement(refreshTokenRoute, async ({ deps, log, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return refreshTokens({ ...deps, log }, query.refreshToken);
  }),
  implement(logoutRoute, async ({ deps, log, body, req }) =>
    logout({ ...deps, log }, { bearer: bearerToken(req), refreshToken: body?.refreshToken }),
  ),
  implement(meRoute, async ({ deps, member }) => {
    const found = await findMemberSummary(deps.db, member.memberId);
    if (!found) throw new AppError('unauthorized');
    return { userId: member.memberId, phone: found.phone, firstName: found.firstName };
  }),
];
