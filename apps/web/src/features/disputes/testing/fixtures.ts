// Disputes as the API answers them, for the component tests.
import type { Dispute } from '@cabinet/contracts/client';

export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 7,
    kind: 'line',
    status: 'new',
    reason: 'wrong_amount',
    comment: 'Должно быть 1000 баллов по тарифу.',
    entry: { id: 41, date: '2026-09-12T09:00:00.000Z', title: 'Вознаграждение по договору', amount: 700, contractNumber: 'ЯР-7' },
    contract: null,
    matchedAt: null,
    files: [],
    answers: [],
    createdAt: '2026-09-14T08:00:00.000Z',
    firstAnswerDue: '2026-09-15T08:00:00.000Z',
    resolveDue: '2026-09-21T08:00:00.000Z',
    firstAnsweredAt: null,
    resolvedAt: null,
    creditedAmount: null,
    ...overrides,
  };
}
