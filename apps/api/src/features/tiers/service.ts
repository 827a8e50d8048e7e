// The tier table of a month (points per contract by the contract's position in the month), as the
// accruals and the members' summaries read it; the back office edits it (routes.ts).
export { listTierRows, tierForPosition, tierRowsJson, toTiers, type TierRow } from './tiers.js';
export { tiersApproval } from './month-tiers.js';
