// What other features use of badges: the contract intake gives them in its transaction; the demo
// defines its set as the back office would.
export { awardBadges, awardBadgesToMembers } from './award.js';
export { ruleColumns } from './badge-row.js';
