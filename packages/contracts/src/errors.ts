import * as z from 'zod/mini';
import { errorCatalogue } from './error-values.js';

export * from './error-values.js';

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The body of every non-2xx answer of the API. Extra fields carry details (tries left, seconds to wait). */
export function apiErrorSchemaOf<const C extends readonly [ErrorCode, ...ErrorCode[]]>(codes: C) {
  return z.object({
    code: z.enum(codes),
    message: z.string(),
    /** Sign-in: code tries left. */
    triesLeft: z.optional(z.int()),
    /** Seconds to wait (also in the Retry-After header). */
    retryAfter: z.optional(z.int()),
    /** Field → the Russian reason it was refused. */
    fields: z.optional(z.record(z.string(), z.string())),
  });
}

export const apiErrorSchema = apiErrorSchemaOf(errorCodes).register(z.globalRegistry, { id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
