// Operators limited to dealers (decision 0066) as the other features read it: the condition their
// queries take for the members an operator sees, and whether one resource is theirs. The checks of
// whole routes are the feature's own (guard.ts, registered by the app).
export { dealerScopeSql, EVERY_MEMBER, memberScopeSql, type Scoped } from './member-scope.js';
export { seesResource } from './member-of.js';
