// The tax feature as other features use it (decision 0033): a withdrawal's НДФЛ computed and
// recorded with its order, and what a payout sends to the bank and to the tax account.
export { orderTax, orderTaxView, payoutLines, recordOrderTax } from './order-tax.js';
export { withdrawalTax, type WithdrawalTax } from './withdrawal-tax.js';
export { openOrdersOf, orderDecision, recordOrderDecision, type OrderTaxDecision } from './order-decision.js';
export { saveTaxProfile, storedProfile } from './profile.js';
export { payoutTaxesByMonth, type MonthPayoutTax } from './payout-taxes.js';
export { npdBarByEmployment } from './employment.js';
export { appliedRegime } from './applied-regime.js';
