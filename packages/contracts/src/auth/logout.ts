import { z } from 'zod';

/**
 * POST /api/auth/logout — revokes the sign-in named by the bearer token (even an expired one)
 * or by the refresh token in the body, so that a member whose access token lapsed can still sign out.
 */
export const logoutBody = z
  .object({ refreshToken: z.string().min(1).max(200).optional() })
  // Fastify hands a request without a body over as null.
  .nullish();
export type LogoutBody = z.infer<typeof logoutBody>;

export const logoutResponse = z.object({ success: z.literal(true) });
