import { z } from 'zod';

/**
 * POST /api/logout — the web app's own call: revokes the sign-in in the API (by the session's
 * access token, or by the refresh token the browser still holds) and destroys the session cookie.
 */
export const webLogoutBody = z.object({ refreshToken: z.string().min(1).max(200).optional() }).nullish();
export type WebLogoutBody = z.infer<typeof webLogoutBody>;

export const webLogoutResponse = z.object({ success: z.literal(true) });
