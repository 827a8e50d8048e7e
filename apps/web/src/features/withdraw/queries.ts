// The withdrawal screen's calls: the SBP banks and the request itself.
import {
  IDEMPOTENCY_KEY_HEADER,
  listBanksRoute,
  requestWithdrawalRoute,
  type OrderCard,
  type RequestWithdrawalBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { orderOfSuccess, toWithdrawalError } from './withdrawal-error';

export const withdrawQueries = {
  banks: () =>
    queryOptions({ queryKey: ['banks'], queryFn: ({ signal }) => callApi(listBanksRoute, { signal }), staleTime: 60 * 60_000 }),
};

/**
 * POST /api/withdrawal/ with the press's idempotency key: a retry with the same key gets the first
 * answer, so a press is never paid twice. Resolves to the new order or rejects with WithdrawalError.
 */
export async function requestWithdrawal(body: RequestWithdrawalBody, idempotencyKey: string): Promise<OrderCard> {
  let answer;
  try {
    // The client resolves only on 2xx, and this call's only 2xx is 200.
    answer = await callApi(requestWithdrawalRoute, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  } catch (err) {
    throw toWithdrawalError(err);
  }
  return orderOfSuccess(200, answer);
}
