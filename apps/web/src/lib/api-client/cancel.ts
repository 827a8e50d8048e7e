import { isAbortError } from './errors';

/**
 * Spec §8: cancelled history, news and notification requests resolve to empty lists, so that a
 * list that was being replaced never shows an error for the request it no longer needs.
 */
export async function emptyOnCancel<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (isAbortError(err)) return empty;
    throw err;
  }
}
