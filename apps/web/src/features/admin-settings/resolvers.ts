// The settings form's rules: the text typed («25 000,5») read as a number, then the contract's own
// rule for the threshold and for the hold. Loaded on first use (decision 0022).
import { holdDaysRule, payoutApprovalThresholdRule, rejectApprovalBody, smsSettingsSchema } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumberRule } from '@/lib/typed-number-rule';

export const settingsFormSchema = z.object({
  payoutApprovalThreshold: typedNumberRule(payoutApprovalThresholdRule),
  holdDays: typedNumberRule(holdDaysRule),
});

export const settingsResolver = zodResolver(settingsFormSchema);

/** The sender name and the template of the sign-in SMS: the contract's rules (decision 0035). */
export const smsSettingsResolver = zodResolver(smsSettingsSchema);

/** A weaker setting's request refused or withdrawn at the approvals door (decision 0060): its reason. */
export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
