// Test data of the back office: an operator as the API's contract describes one.
import type { Operator } from '@cabinet/contracts/client';

/** An active admin with the authenticator set up; `overrides` make another kind of operator. */
export function buildOperator(overrides: Partial<Operator> = {}): Operator {
  return {
    id: 'op-1',
    email: 'admin@example.ru',
    displayName: 'Администратор',
    role: 'admin',
    mustChangePassword: false,
    totpEnabled: true,
    totpRequired: true,
    disabled: false,
    lockedUntil: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    dealers: null,
    ...overrides,
  };
}
