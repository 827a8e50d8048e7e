import {
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
import {
  auditActorOf,
  changePassword,
  confirmTotpSetup,
  createOperator,
  getOperator,
  listOperators,
  resetPassword,
  resetTotp,
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
  implement(totpSetupRoute, async ({ deps, operator }) => startTotpSetup(operatorDeps(deps), operator)),
  implement(totpConfirmRoute, async ({ deps, operator, body }) => ({
    operator: await confirmTotpSetup(operatorDeps(deps), operator, body.code, deps.clock.now()),
  })),
  implement(listOperatorsRoute, async ({ deps }) => ({ operators: await listOperators(operatorDeps(deps), deps.clock.now()) })),
  implement(createOperatorRoute, async ({ deps, operator, body }) =>
    createOperator(deps, body, auditActorOf(operator), deps.clock.now()),
  ),
  implement(updateOperatorRoute, async ({ deps, operator, params, body }) => ({
    operator: await updateOperator(operatorDeps(deps), operator, params.id, body, deps.clock.now()),
  })),
  implement(resetOperatorPasswordRoute, async ({ deps, operator, params }) =>
    resetPassword(operatorDeps(deps), operator, params.id, deps.clock.now()),
  ),
  implement(resetOperatorTotpRoute, async ({ deps, operator, params }) => ({
    operator: await resetTotp(operatorDeps(deps), operator, params.id, deps.clock.now()),
  })),
];
