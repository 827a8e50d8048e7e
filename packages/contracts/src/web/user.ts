import { z } from 'zod';

/**
 * GET /api/user/ — the web app's own call (spec §7): who is signed in, from the session cookie and
 * the API. `accessToken` lets a page that was reloaded restore the in-memory token without a refresh.
 */
export const webUserResponse = z.discriminatedUnion('isLoggedIn', [
  z.object({ isLoggedIn: z.literal(false) }),
  z.object({
    isLoggedIn: z.literal(true),
    userId: z.string(),
    phone: z.string(),
    firstName: z.string(),
    accessToken: z.string(),
  }),
]);
export type WebUserResponse = z.infer<typeof webUserResponse>;
export type SignedInUser = Extract<WebUserResponse, { isLoggedIn: true }>;
