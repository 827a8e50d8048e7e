// The errors every caller of the API client may see.
import type { ApiError, RequestWithdrawalResponse } from '@cabinet/contracts/client';

/**
 * A refusal as it arrives: the API's `{code, message, …}` (the contracts' ApiError), the
 * withdrawal's `{success: false, error, errorCode}`, or the app server's proxy `{message}`. Any
 * part may be missing when something in between answered instead.
 */
type ErrorBody = Partial<Omit<ApiError, 'code'>> & {
  code?: string;
  /** Kept for the withdrawal call (product §8: "errorCode kept on the error"). */
  errorCode?: RequestWithdrawalResponse['errorCode'];
  error?: string | null;
};

/** The body of a failed answer if it is a JSON object; anything else is null. */
export function toErrorBody(body: unknown): ErrorBody | null {
  return body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof Blob) ? (body as ErrorBody) : null;
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }

  /** Spec §8: "Structured error with code and message" — the API's own refusals. */
  get isStructured(): boolean {
    return typeof this.body?.code === 'string' && typeof this.body.message === 'string' && this.body.message !== '';
  }
}

/** The API's own refusal (`{code, message, fields?}`) that `err` carries; null for any other failure. */
export function structuredRefusal(err: unknown): (ErrorBody & { message: string }) | null {
  return err instanceof ApiRequestError && err.isStructured ? (err.body as ErrorBody & { message: string }) : null;
}

/** What a screen says when a call fails: the API's own Russian message for a refusal, `fallback` else. */
export function refusalMessage(err: unknown, fallback: string): string {
  return structuredRefusal(err)?.message ?? fallback;
}

/**
 * Spec §4: once logging out has started, further refreshes and error handling are rejected at once.
 * Callers treat it as "the page is going away": no message, no retry.
 */
export class LoggingOutError extends Error {
  override name = 'LoggingOutError';
  constructor() {
    super('Logging out');
  }
}

/** A request cancelled through its AbortSignal (TanStack Query cancels on unmount and refetch). */
export function isAbortError(err: unknown): boolean {
  return (err instanceof DOMException || err instanceof Error) && err.name === 'AbortError';
}
