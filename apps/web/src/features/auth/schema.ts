// The sign-in forms' rules (spec §5), with the spec's messages.
import { z } from 'zod';
import { login } from '@/lib/messages';
import { isCompletePhone } from '@/components/phone-input/phone-mask';
import { CODE_MAX_LENGTH, isValidCode } from '@/lib/validation';

export const phoneFormSchema = z.object({
  phone: z.string().refine(isCompletePhone, { message: login.invalidPhone }),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const codeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: login.codeRequired })
    .max(CODE_MAX_LENGTH, { message: login.codeFormat })
    .refine(isValidCode, { message: login.codeFormat }),
});
export type CodeForm = z.infer<typeof codeFormSchema>;
