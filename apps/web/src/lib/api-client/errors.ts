// The errors every caller of the API client may see.

/** A structured refusal of the API (`{code, message, …}`) or of the app server (`{message}`). */
export interface ErrorBody {
  code?: string;
  message?: string;
  triesLeft?: number;
  retryAfter?: number;
  fields?: Record<string, string>;
  /** Kept for the withdrawal call (spec §8: "errorCode kept on the error"). */
  errorCode?: string;
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }

  /** Reads the body of a failed response; a body that is not a JSON object is kept as null. */
  static async from(res: Response): Promise<ApiRequestError> {
    let body: ErrorBody | null = null;
    try {
      const json: unknown = await res.json();
      if (json && typeof json === 'object' && !Array.isArray(json)) body = json as ErrorBody;
    } catch {
      // not JSON (a proxy's HTML page, an empty body)
    }
    return new ApiRequestError(res.status, body);
  }

  /** Spec §8: "Structured error with code and message" — the API's own refusals. */
  get isStructured(): boolean {
    return typeof this.body?.code === 'string' && typeof this.body.message === 'string' && this.body.message !== '';
  }
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
