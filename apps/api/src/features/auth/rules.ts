import { SIGN_IN } from '@cabinet/contracts';

/** The sign-in limits of the programme (`SIGN_IN` in the contracts), in the units the code uses. */
export const CODE_TTL_MS = SIGN_IN.codeTtlMinutes * 60_000;
export const CODE_MAX_ATTEMPTS = SIGN_IN.maxAttempts;
export const CODE_RESEND_AFTER_S = SIGN_IN.resendAfterSeconds;
export const CODES_PER_PHONE_PER_HOUR = SIGN_IN.codesPerPhonePerHour;
// Per client address limits are configuration (CODE_REQUESTS_PER_IP_PER_HOUR,
// VERIFY_REQUESTS_PER_IP_PER_10_MIN in config/env.ts): an office behind one NAT needs more.
export const REFRESH_TOKEN_TTL_MS = SIGN_IN.sessionDays * 86_400_000;
/**
 * How long a rotated refresh token may be shown again while the token it was rotated into is unused
 * (decision 0002): the time for a browser whose refresh answer was lost to ask again.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;
