// The settings form's rules: the text typed («25 000,5») read as a number, then the contract's own
// rule for the threshold. Loaded on first use (decision 0022).
import { smsSettingsSchema, updateSettingsBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { typedNumber } from '@/lib/typed-number';

export const settingsFormSchema = z.object({
  payoutApprovalThreshold: z.pipe(z.pipe(z.string(), z.transform(typedNumber)), updateSettingsBody.shape.payoutApprovalThreshold),
});

export const settingsResolver = zodResolver(settingsFormSchema);

/** The sender name and the template of the sign-in SMS: the contract's rules (decision 0035). */
export const smsSettingsResolver = zodResolver(smsSettingsSchema);
