import { refreshTokenResponse, requestWithdrawalResponse, versionFileSchema, webUserResponse } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { asWithdrawalAnswer, checkRefreshTokens, checkVersionFile, checkWebUser } from './answer-shapes';

/** The browser's check agrees with the contract's schema: same verdict on every sample. */
function agrees(check: (value: unknown) => unknown, schema: z.ZodMiniType, samples: unknown[]) {
  for (const sample of samples) {
    let accepted: boolean;
    try {
      accepted = check(sample) !== null;
    } catch {
      accepted = false;
    }
    expect([sample, accepted]).toEqual([sample, z.safeParse(schema, sample).success]);
  }
}

const user = { isLoggedIn: true, userId: 'u1', phone: '79001234567', firstName: 'Анна', accessToken: 'a' };
const order = {
  id: 7,
  amount: 500,
  status: 'pending',
  statusText: 'В обработке',
  bank: { id: '100000000004', name: 'Т-Банк', shortName: 'Т-Банк' },
  phone: '79001110001',
  createdAt: '2025-05-03T09:00:00.000Z',
  updatedAt: '2025-05-03T09:00:00.000Z',
  closedAt: null,
  comment: null,
  commentBy: null,
};

describe('answer shapes, held to the contracts', () => {
  it('web user', () => {
    agrees(checkWebUser, webUserResponse, [
      user,
      { isLoggedIn: false },
      { ...user, accessToken: undefined },
      { isLoggedIn: 'yes' },
      null,
      [],
      'x',
    ]);
  });

  it('refresh tokens', () => {
    const data = { access_token: 'a', refresh_token: 'r', expires_in: 900 };
    agrees(checkRefreshTokens, refreshTokenResponse, [
      { data },
      { data: { ...data, expires_in: 1.5 } },
      { data: { ...data, refresh_token: 1 } },
      { access_token: 'a' },
      null,
    ]);
  });

  it('version file', () => {
    const file = { fullVersion: '0.1.0+abc', buildTime: '2026-01-01T00:00:00Z', gitHash: 'abc' };
    agrees(checkVersionFile, versionFileSchema, [file, { ...file, gitHash: null }, {}, null]);
  });

  it('withdrawal answer', () => {
    agrees(asWithdrawalAnswer, requestWithdrawalResponse, [
      { success: false, order: null, error: 'Текст', errorCode: 'insufficient_funds' },
      { success: false, order: null, error: null, errorCode: null },
      { success: true, order, error: null, errorCode: null },
      { code: 'idempotency_mismatch', message: 'Ключ уже использован' },
      { success: 'no', order: null, error: null, errorCode: null },
      null,
    ]);
  });
});
