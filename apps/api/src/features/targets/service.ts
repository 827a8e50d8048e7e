// What other features use of personal targets: the hook the accrual and clawback call (decision 0032).
export { settleTargets } from './targets.js';
export { targetApproval } from './admin.js';
