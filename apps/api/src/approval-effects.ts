// What approving each kind of request does (decision 0060), composed above the features: the tax
// feature (employment, the НДФЛ scale), the imports, and the money one admin creates (decision 0041:
// targets, tier tables and the supervisors' override rule, contests' prizes, disputes' credits) ask
// the approvals feature for a second admin, so do the balance adjustments and the months' close, a
// weaker programme setting and an account's change (decision 0029), and the desk's large payments ask
// for a second operator; this map gives it their effects back without a cycle between the folders.
import { adjustmentApproval } from './features/adjustments/service.js';
import type { ApprovalEffects } from './features/approvals/service.js';
import { contestPrizesApproval } from './features/contests/service.js';
import { deskPayoutApproval } from './features/desk/service.js';
import { disputeCreditApproval } from './features/disputes/admin-service.js';
import { importHoldApproval } from './features/imports/service.js';
import { operatorChangeApproval } from './features/operators/changes.js';
import { partnerKeyApproval } from './features/partner-api/keys.js';
import { periodCloseApproval } from './features/periods/service.js';
import { settingsApproval } from './features/settings/service.js';
import { supervisorOverrideApproval } from './features/supervisor-overrides/service.js';
import { targetApproval } from './features/targets/service.js';
import { teamSupervisorApproval } from './features/teams/service.js';
import { employmentApproval } from './features/tax/employment.js';
import { taxSettingsApproval } from './features/tax/settings.js';
import { tiersApproval } from './features/tiers/service.js';

export const APPROVAL_EFFECTS: ApprovalEffects = {
  employment: employmentApproval,
  import_hold: importHoldApproval,
  tax_settings: taxSettingsApproval,
  target: targetApproval,
  tiers: tiersApproval,
  contest_prizes: contestPrizesApproval,
  dispute_credit: disputeCreditApproval,
  adjustment: adjustmentApproval,
  period_close: periodCloseApproval,
  settings: settingsApproval,
  operator_change: operatorChangeApproval,
  desk_payout: deskPayoutApproval,
  partner_key: partnerKeyApproval,
  team_supervisor: teamSupervisorApproval,
  supervisor_override: supervisorOverrideApproval,
};
