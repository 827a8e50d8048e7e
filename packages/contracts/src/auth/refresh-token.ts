import { z } from 'zod';

/** GET /api/refresh-token?refreshToken=... (spec §7: the answer is read as data.data.access_token). */
export const refreshTokenQuery = z.object({
  refreshToken: z.string().min(1).max(200),
});
export type RefreshTokenQuery = z.infer<typeof refreshTokenQuery>;

export const refreshTokenResponse = z.object({
  data: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int(),
  }),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;
