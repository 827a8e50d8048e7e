import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client/errors';
import { orderOfSuccess, toWithdrawalError, WithdrawalError } from './withdrawal-error';

const order = {
  id: 7,
  amount: 500,
  status: 'pending' as const,
  statusText: 'В обработке',
  bank: { id: '100000000004', name: 'Т-Банк', shortName: 'Т-Банк' },
  phone: '79001110001',
  createdAt: '2025-05-03T09:00:00.000Z',
  updatedAt: '2025-05-03T09:00:00.000Z',
  closedAt: null,
  comment: null,
  commentBy: null,
};

describe('orderOfSuccess (product §5)', () => {
  it('is the order of a 200 with success and an order', () => {
    expect(orderOfSuccess(200, { success: true, order, error: null, errorCode: null })).toBe(order);
  });

  it('refuses success: false, with the server text or the spec text', () => {
    expect(() => orderOfSuccess(200, { success: false, order, error: 'Текст сервера', errorCode: 'insufficient_funds' })).toThrow(
      'Текст сервера',
    );
    expect(() => orderOfSuccess(200, { success: false, order: null, error: null, errorCode: null })).toThrow(
      'Не удалось отправить заявку',
    );
  });

  it('refuses an answer without an order', () => {
    expect(() => orderOfSuccess(200, { success: true, order: null, error: null, errorCode: null })).toThrow(
      'Не удалось отправить заявку',
    );
  });
});

describe('toWithdrawalError (product §8)', () => {
  it('keeps the server text and the errorCode of a refusal', () => {
    const err = toWithdrawalError(
      new ApiRequestError(422, {
        success: false,
        order: null,
        error: 'Вывод доступен после подтверждения',
        errorCode: 'identity_not_confirmed',
      } as never),
    );
    expect(err).toBeInstanceOf(WithdrawalError);
    expect(err.message).toBe('Вывод доступен после подтверждения');
    expect((err as WithdrawalError).errorCode).toBe('identity_not_confirmed');
    expect((err as WithdrawalError).retryable).toBe(false);
  });

  it("says 'Не удалось отправить заявку' for a refusal without text", () => {
    const err = toWithdrawalError(
      new ApiRequestError(422, { success: false, order: null, error: null, errorCode: null } as never),
    );
    expect(err.message).toBe('Не удалось отправить заявку');
  });

  it("says 'Произошла ошибка при отправке заявки' for network and other failures, which may be retried", () => {
    const network = toWithdrawalError(new TypeError('Failed to fetch'));
    expect(network.message).toBe('Произошла ошибка при отправке заявки');
    expect((network as WithdrawalError).retryable).toBe(true);
    expect(toWithdrawalError(new ApiRequestError(502, null)).message).toBe('Произошла ошибка при отправке заявки');
  });

  it('shows a structured API error message', () => {
    const err = toWithdrawalError(new ApiRequestError(422, { code: 'idempotency_mismatch', message: 'Ключ уже использован' }));
    expect(err.message).toBe('Ключ уже использован');
    expect((err as WithdrawalError).errorCode).toBe('idempotency_mismatch');
  });
});
