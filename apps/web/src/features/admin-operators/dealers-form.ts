// An operator's dealers as the form holds them (decision 0066) — every dealer, or the ticked ones —
// and their way to the contract's body, which checks them (resolvers.ts, loaded on first use).
import type { Operator, UpdateOperatorBody } from '@cabinet/contracts/client';

export interface DealersFormValues {
  scope: 'all' | 'some';
  /** react-hook-form's checkboxes of one name: the ticked values. */
  dealerIds: string[];
}

export function toDealersValues(operator: Operator): DealersFormValues {
  return operator.dealers ? { scope: 'some', dealerIds: operator.dealers.map((d) => d.id) } : { scope: 'all', dealerIds: [] };
}

export function toDealersBody(v: DealersFormValues): Pick<UpdateOperatorBody, 'dealerIds'> {
  return { dealerIds: v.scope === 'all' ? null : Array.isArray(v.dealerIds) ? v.dealerIds : [] };
}
