/** The sign-in limits of the programme; tests and docs refer to these names. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_AFTER_S = 60;
export const CODES_PER_PHONE_PER_HOUR = 5;
// Per client address limits are configuration (CODE_REQUESTS_PER_IP_PER_HOUR,
// VERIFY_REQUESTS_PER_IP_PER_10_MIN in config/env.ts): an office behind one NAT needs more.
export const REFRESH_TOKEN_TTL_MS = 15 * 86_400_000;
