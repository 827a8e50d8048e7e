// Spec §5 and §8 for POST /api/withdrawal/: what counts as success, and which text a failure shows.
import type { OrderCard, RequestWithdrawalResponse } from '@cabinet/contracts/client';
import { asWithdrawalAnswer } from '@/lib/api-client/answer-shapes';
import { ApiRequestError, LoggingOutError } from '@/lib/api-client/errors';
import { errors } from '@/lib/texts/common';

/** A refused or failed withdrawal; `errorCode` is the API's (product §8: "errorCode kept on the error"). */
export class WithdrawalError extends Error {
  override name = 'WithdrawalError';
  constructor(
    message: string,
    readonly errorCode: string | null,
    /** The request may not have reached the API: the same press may be retried with its key. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Spec §5: success only with HTTP 200, success not false and an order present. */
export function orderOfSuccess(status: number, body: RequestWithdrawalResponse): OrderCard {
  if (status === 200 && body.success !== false && body.order) return body.order;
  throw new WithdrawalError(body.error || errors.withdrawalFailed, body.errorCode, false);
}

/** Any failure of the call as the page shows it: the server's text, else the spec's two texts. */
export function toWithdrawalError(err: unknown): Error {
  if (err instanceof WithdrawalError || err instanceof LoggingOutError) return err;
  if (err instanceof ApiRequestError) {
    const refusal = asWithdrawalAnswer(err.body);
    if (refusal) return new WithdrawalError(refusal.error || errors.withdrawalFailed, refusal.errorCode, false);
    if (err.isStructured)
      return new WithdrawalError(err.body!.message!, err.body!.errorCode ?? err.body!.code ?? null, err.status >= 500);
    return new WithdrawalError(errors.withdrawalError, null, true);
  }
  // Network failure, a timeout, an answer that does not parse: nothing says it was not made.
  return new WithdrawalError(errors.withdrawalError, null, true);
}
