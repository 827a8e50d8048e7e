// The withdrawal screen's calls: banks, the member's phone and identity status, the request itself.
import {
  accountInfoResponse,
  IDEMPOTENCY_KEY_HEADER,
  listBanksResponse,
  passportDataResponse,
  requestWithdrawalResponse,
  type AccountInfoResponse,
  type ListBanksResponse,
  type OrderCard,
  type PassportDataResponse,
  type RequestWithdrawalBody,
} from '@cabinet/contracts';
import { get, post } from '@/lib/api-client/client';
import { orderOfSuccess, toWithdrawalError } from './withdrawal-error';

export const withdrawKeys = {
  banks: ['banks'] as const,
  accountInfo: ['account-info'] as const,
  passport: ['passport-data'] as const,
};

export function listBanks(signal?: AbortSignal): Promise<ListBanksResponse> {
  return get('/api/banks/', { schema: listBanksResponse, signal });
}

export function getAccountInfo(signal?: AbortSignal): Promise<AccountInfoResponse> {
  return get('/api/lk/account-info/', { schema: accountInfoResponse, signal });
}

export function getPassportData(signal?: AbortSignal): Promise<PassportDataResponse> {
  return get('/api/lk/edit/get-passport-data/', { schema: passportDataResponse, signal });
}

/**
 * POST /api/withdrawal/ with the press's idempotency key: a retry with the same key gets the first
 * answer, so a press is never paid twice. Resolves to the new order or rejects with WithdrawalError.
 */
export async function requestWithdrawal(body: RequestWithdrawalBody, idempotencyKey: string): Promise<OrderCard> {
  let answer;
  try {
    // The client resolves only on 2xx, and this call's only 2xx is 200.
    answer = await post('/api/withdrawal/', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: requestWithdrawalResponse });
  } catch (err) {
    throw toWithdrawalError(err);
  }
  return orderOfSuccess(200, answer);
}
