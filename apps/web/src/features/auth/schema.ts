// The sign-in forms' rules (product §5), with the spec's messages.
import * as z from 'zod/mini';
import { login } from '@/lib/messages';
import { isCompletePhone } from '@/components/phone-input/phone-mask';
import { CODE_MAX_LENGTH, isValidCode } from '@/lib/validation';

export const phoneFormSchema = z.object({
  phone: z.string().check(z.refine(isCompletePhone, { error: login.invalidPhone })),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const codeFormSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: login.codeRequired }),
      z.maxLength(CODE_MAX_LENGTH, { error: login.codeFormat }),
      z.refine(isValidCode, { error: login.codeFormat }),
    ),
});
export type CodeForm = z.infer<typeof codeFormSchema>;
