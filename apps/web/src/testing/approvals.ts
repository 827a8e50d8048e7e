// Test data of the back office: a request waiting at the approvals door (decision 0060) as the API's
// contract describes one.
import type { Approval } from '@cabinet/contracts/client';

/** A former employee's end moved earlier, asked by another operator and waiting; `overrides` make another. */
export function buildApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 41,
    kind: 'employment',
    subject: 'm-1',
    summary: 'Петрова Анна Сергеевна: работа в компании — окончание 15 марта 2024 г. вместо окончание 15 марта 2025 г.',
    effect:
      'Открытых заявок нет. Новые заявки самозанятого участника — как НПД сразу после подтверждения, если ФНС подтвердит статус.',
    amount: null,
    memberId: 'm-1',
    status: 'pending',
    madeBy: 'operator@agent-plus.test',
    madeAt: '2026-11-27T09:00:00.000Z',
    checkedBy: null,
    checkedAt: null,
    reason: null,
    ...overrides,
  };
}
