/** The sign-in limits of the programme; tests and docs refer to these names. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_AFTER_S = 60;
export const CODES_PER_PHONE_PER_HOUR = 5;
/** Per client address: generous for an office behind one NAT, tight for an SMS-pumping script. */
export const CODE_REQUESTS_PER_IP_PER_HOUR = 30;
export const VERIFY_REQUESTS_PER_IP_PER_10_MIN = 60;
export const REFRESH_TOKEN_TTL_MS = 15 * 86_400_000;
