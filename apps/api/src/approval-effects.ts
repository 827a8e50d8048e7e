// What approving each kind of request does (decision 0060), composed above the features: the tax
// feature (employment, the НДФЛ scale) and the imports ask the approvals feature for a second admin,
// and this map gives it their effects back without a cycle between the folders.
import type { ApprovalEffects } from './features/approvals/service.js';
import { importHoldApproval } from './features/imports/service.js';
import { employmentApproval } from './features/tax/employment.js';
import { taxSettingsApproval } from './features/tax/settings.js';

export const APPROVAL_EFFECTS: ApprovalEffects = {
  employment: employmentApproval,
  import_hold: importHoldApproval,
  tax_settings: taxSettingsApproval,
};
