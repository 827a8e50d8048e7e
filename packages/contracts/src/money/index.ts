// Contracts of the money feature; one file per operation, re-exported here.
export * from './points.js';
export * from './user-balance.js';
export * from './pending-amount.js';
export * from './account-history.js';
export * from './bank.js';
export * from './order.js';
export * from './list-orders.js';
export * from './get-order.js';
export * from './request-withdrawal.js';
export * from './reward-tier.js';
export * from './rewards-summary.js';
export * from './rewards-monthly.js';
export * from './member-debt.js';
export * from './held-rewards.js';
export * from './payout-cards.js';
export * from './entry-calculation.js';
export * from './payout-account.js';
