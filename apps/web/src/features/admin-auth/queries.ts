// The operator's own sign-in calls, all through the app server, which keeps the session in its cookie.
import {
  totpConfirmRoute,
  totpSetupRoute,
  webAdminSignInRoute,
  webChangeOperatorPasswordRoute,
  type AdminSignInBody,
  type TotpSetupBody,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

export const signIn = (body: AdminSignInBody) => callApi(webAdminSignInRoute, { body });
export const changePassword = (body: { currentPassword: string; newPassword: string; code?: string }) =>
  callApi(webChangeOperatorPasswordRoute, { body });
/** Step-up: the current password, and a current code when an authenticator is connected (decision 0029). */
export const startTotpSetup = (body: TotpSetupBody) => callApi(totpSetupRoute, { body });
export const confirmTotp = (code: string) => callApi(totpConfirmRoute, { body: { code } });
