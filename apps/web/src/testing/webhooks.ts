// Test data of the back office's webhooks: an address and a delivery as the API's contract describes them.
import type { WebhookDelivery, WebhookEndpoint } from '@cabinet/contracts/client';

/** An address switched on, subscribed to two events, with a few deliveries behind it. */
export function buildEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 7,
    url: 'https://crm.example.ru/hooks/agent-plus',
    description: 'CRM отдела продаж',
    events: ['contract.accrued', 'payout.paid'],
    enabled: true,
    createdBy: 'admin@example.ru',
    createdAt: '2026-11-20T09:00:00.000Z',
    disabledAt: null,
    deletedAt: null,
    secretCreatedAt: '2026-11-20T09:00:00.000Z',
    previousSecretValidUntil: null,
    deliveries: { pending: 1, delivered: 40, failed: 2 },
    ...overrides,
  };
}

/** A contract's accrual posted twice and refused both times. */
export function buildDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'msg_0123456789abcdef0123456789abcdef',
    type: 'contract.accrued',
    payload: {
      type: 'contract.accrued',
      timestamp: '2026-11-28T09:00:00.000Z',
      data: { contractId: 12, number: 'АД-2026-0012' },
    },
    createdAt: '2026-11-28T09:00:00.000Z',
    status: 'failed',
    nextAttemptAt: null,
    attempts: [
      {
        at: '2026-11-28T09:05:00.000Z',
        httpStatus: 500,
        error: null,
        durationMs: 1250,
        response: '<h1>Internal Server Error</h1>',
      },
      { at: '2026-11-28T09:00:00.000Z', httpStatus: null, error: 'Нет ответа за 10 секунд', durationMs: 10000, response: '' },
    ],
    ...overrides,
  };
}
