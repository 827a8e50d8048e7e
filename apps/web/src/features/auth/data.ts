// The sign-in calls (product §7). Nobody is signed in yet: public calls, no token, no refresh.
import { requestCodeRoute, verifyCodeRoute, type RequestCodeBody, type VerifyCodeBody } from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

/** POST /api/mobile-auth/code {phone: digits only, captcha}. */
export const requestCode = (body: RequestCodeBody) => callApi(requestCodeRoute, { body });

/** POST /api/mobile-auth/verify {userId, code, captcha}; the app server opens the session. */
export const verifyCode = (body: VerifyCodeBody) => callApi(verifyCodeRoute, { body });
