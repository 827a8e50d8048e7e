import { z } from 'zod';

/** GET /api/auth/me — the signed-in member, for the web app's `/api/user/`. */
export const meResponse = z.object({
  userId: z.string(),
  phone: z.string(),
  firstName: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;
