// The sign-in calls (product §7). Nobody is signed in yet: public calls, no token, no refresh.
import {
  requestCodeRoute,
  sendCodeBySmsRoute,
  verifyCodeRoute,
  type RequestCodeBody,
  type SendCodeBySmsBody,
  type VerifyCodeBody,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

/** POST /api/mobile-auth/code {phone: digits only, captcha}. */
export const requestCode = (body: RequestCodeBody) => callApi(requestCodeRoute, { body });

/** POST /api/mobile-auth/verify {userId, code, captcha}; the app server opens the session. */
export const verifyCode = (body: VerifyCodeBody) => callApi(verifyCodeRoute, { body });

/** POST /api/mobile-auth/code/sms {userId}: the code sent to Telegram goes by SMS too (decision 0035). */
export const sendCodeBySms = (body: SendCodeBySmsBody) => callApi(sendCodeBySmsRoute, { body });
