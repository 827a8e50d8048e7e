// Payouts by a provider's API (decision 0031) or a bank's registry (decision 0057) as other features
// use them: the rail a new order gets, the desk's «Выплатить» by the rail an order carries (decision
// 0061, rails.ts), and where an order's payout is.
export {
  paidByHand,
  payByOrderRail,
  payerOf,
  payoutMethodsNow,
  programmeRail,
  railOfNewOrder,
  refuseUnpayable,
  type DeskOutcome,
  type NewOrderRefusal,
  type PayoutDestination,
  type Rails,
} from './rails.js';
export { handoverOf } from './handover.js';
