// What other features use of personal targets: the hook the accrual and clawback call, and the rule
// of a month's target the contest page applies to the rows it reads (with the target set, read in
// its own statement), and a team's targets of a month (decision 0032).
export { monthTargetContracts, ownTargetOf, settleTargets, targetOf, type Target } from './targets.js';
export { targetApproval } from './admin.js';
