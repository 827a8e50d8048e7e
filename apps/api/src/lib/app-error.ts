import { errorCatalogue, type ApiError, type ErrorCode } from '@cabinet/contracts';

type Details = Pick<ApiError, 'triesLeft' | 'retryAfter' | 'fields'>;

/** The one error type of the API: a code from the contracts' catalogue, rendered as `{code, message}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: Details;

  constructor(code: ErrorCode, options: { message?: string; details?: Details; cause?: unknown } = {}) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  toBody(): ApiError {
    return { code: this.code, message: this.message, ...this.details };
  }
}
