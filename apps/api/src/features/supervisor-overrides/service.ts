// What other features use of supervisor overrides (docs/product.md §11.6): the rewards feature grants
// them with each reward, releases them with a held one and takes them back with a clawback; the balance
// feature explains their history lines; the approvals door applies a raise of the rule; the disputes
// feature values a claim's credit with the share it pays.
export { grantOverrides, overrideRecipients, overrideSupervisors, releaseOverrides } from './grant.js';
export type { OverrideRecipient } from './grant.js';
export { overrideShare } from './rules.js';
export { takeBackOverride } from './take-back.js';
export { overrideCalculation } from './calculation.js';
export { supervisorOverrideApproval } from './month-rule.js';
