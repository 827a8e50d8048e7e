import * as z from 'zod/mini';
import { PHONE_RE } from './phone-format.js';
export * from './phone-format.js';

/** The failing message is an error code, so the API answers `invalid_phone` rather than a generic refusal. */
export const phoneSchema = z.string().check(z.regex(PHONE_RE, { error: 'invalid_phone' }));
