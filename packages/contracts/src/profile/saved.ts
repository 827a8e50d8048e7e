import * as z from 'zod/mini';

/**
 * The answer of the profile's set-… calls: `true` once saved. A refusal is an error answer
 * `{code, message, fields}`, which the web client turns into `false` (product §8).
 */
export const profileSavedResponse = z.literal(true);
export type ProfileSavedResponse = z.infer<typeof profileSavedResponse>;
