// The operator's own sign-in calls, all through the app server, which keeps the session in its cookie.
import {
  totpConfirmRoute,
  totpSetupRoute,
  webAdminSignInRoute,
  webChangeOperatorPasswordRoute,
  type AdminSignInBody,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

export const signIn = (body: AdminSignInBody) => callApi(webAdminSignInRoute, { body });
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  callApi(webChangeOperatorPasswordRoute, { body });
export const startTotpSetup = () => callApi(totpSetupRoute, {});
export const confirmTotp = (code: string) => callApi(totpConfirmRoute, { body: { code } });
