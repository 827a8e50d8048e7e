import {
  acceptInvitationRoute,
  adminMeRoute,
  adminSignInRoute,
  adminSignOutRoute,
  changeOperatorPasswordRoute,
  createOperatorRoute,
  listOperatorsRoute,
  resetOperatorPasswordRoute,
  resetOperatorTotpRoute,
  totpConfirmRoute,
  totpSetupRoute,
  updateOperatorRoute,
} from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { implement } from '../../http/route-handler.js';
import { limitByAddress } from '../../lib/rate-limit.js';
import { acceptInvitation } from './invitations.js';
import {
  changePassword,
  confirmTotpSetup,
  createOperator,
  getOperator,
  listOperators,
  requestReset,
  signIn,
  signOut,
  startTotpSetup,
  updateOperator,
  type OperatorDeps,
} from './service.js';

export function operatorDeps(deps: AppDeps): OperatorDeps {
  return {
    db: deps.db,
    totpKey: deps.totpKey,
    productName: deps.env.PRODUCT_NAME,
    production: deps.env.NODE_ENV === 'production',
    mail: deps.mail,
    webUrl: deps.env.PUBLIC_WEB_URL,
  };
}

/** Sign-in, the operator's own account, and admins managing operators. */
export const operatorRoutes = [
  implement(adminSignInRoute, async ({ deps, body, req }) => {
    const now = deps.clock.now();
    // The per-account lockout stops guessing one password; this stops trying many accounts.
    await limitByAddress(deps.db, now, {
      action: 'operator-sign-in',
      ip: req.ip,
      windowMs: 600_000,
      limit: deps.env.OPERATOR_SIGN_INS_PER_IP_PER_10_MIN,
    });
    return signIn(operatorDeps(deps), { ...body, ip: req.ip, userAgent: req.headers['user-agent'] ?? null }, now);
  }),
  implement(adminMeRoute, async ({ deps, operator }) => ({
    operator: await getOperator(operatorDeps(deps), operator.operatorId, deps.clock.now()),
  })),
  implement(adminSignOutRoute, async ({ deps, operator }) => {
    await signOut(operatorDeps(deps), operator, deps.clock.now());
    return { success: true as const };
  }),
  implement(changeOperatorPasswordRoute, async ({ deps, operator, body, req }) =>
    changePassword(operatorDeps(deps), operator, { ...body, userAgent: req.headers['user-agent'] ?? null }, deps.clock.now()),
  ),
  implement(totpSetupRoute, async ({ deps, operator, body }) =>
    startTotpSetup(operatorDeps(deps), operator, body, deps.clock.now()),
  ),
  implement(totpConfirmRoute, async ({ deps, operator, body }) => ({
    operator: await confirmTotpSetup(operatorDeps(deps), operator, body.code, deps.clock.now()),
  })),
  implement(acceptInvitationRoute, async ({ deps, body, req }) => {
    const now = deps.clock.now();
    // The token is 256 random bits; the limit keeps a script from trying them at all.
    await limitByAddress(deps.db, now, {
      action: 'operator-invitation',
      ip: req.ip,
      windowMs: 600_000,
      limit: deps.env.OPERATOR_SIGN_INS_PER_IP_PER_10_MIN,
    });
    return { operator: await acceptInvitation(operatorDeps(deps), { ...body, ip: req.ip }, now) };
  }),
  implement(listOperatorsRoute, async ({ deps }) => ({ operators: await listOperators(operatorDeps(deps), deps.clock.now()) })),
  implement(createOperatorRoute, async ({ deps, operator, body }) =>
    createOperator(operatorDeps(deps), operator, body, deps.clock.now()),
  ),
  implement(updateOperatorRoute, async ({ deps, operator, params, body }) =>
    updateOperator(operatorDeps(deps), operator, params.id, body, deps.clock.now()),
  ),
  implement(resetOperatorPasswordRoute, async ({ deps, operator, params }) =>
    requestReset(operatorDeps(deps), operator, params.id, 'reset_password', deps.clock.now()),
  ),
  implement(resetOperatorTotpRoute, async ({ deps, operator, params }) =>
    requestReset(operatorDeps(deps), operator, params.id, 'reset_totp', deps.clock.now()),
  ),
];
