// The withdrawal screen's calls: banks, the member's phone and identity status, the request itself.
import {
  IDEMPOTENCY_KEY_HEADER,
  listBanksResponse,
  requestWithdrawalResponse,
  type ListBanksResponse,
  type OrderCard,
  type RequestWithdrawalBody,
} from '@cabinet/contracts';
import { get, post } from '@/lib/api-client/client';
import { orderOfSuccess, toWithdrawalError } from './withdrawal-error';

export const withdrawKeys = {
  banks: ['banks'] as const,
};

export function listBanks(signal?: AbortSignal): Promise<ListBanksResponse> {
  return get('/api/banks/', { schema: listBanksResponse, signal });
}

/**
 * POST /api/withdrawal/ with the press's idempotency key: a retry with the same key gets the first
 * answer, so a press is never paid twice. Resolves to the new order or rejects with WithdrawalError.
 */
export async function requestWithdrawal(body: RequestWithdrawalBody, idempotencyKey: string): Promise<OrderCard> {
  let answer;
  try {
    // The client resolves only on 2xx, and this call's only 2xx is 200.
    answer = await post('/api/withdrawal/', body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: requestWithdrawalResponse,
    });
  } catch (err) {
    throw toWithdrawalError(err);
  }
  return orderOfSuccess(200, answer);
}
