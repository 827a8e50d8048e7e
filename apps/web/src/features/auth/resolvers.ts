// The sign-in forms' resolvers; loaded by the forms on first use (lib/lazy-resolver.ts), with zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { codeFormSchema, phoneFormSchema } from './schema';

export const phoneResolver = zodResolver(phoneFormSchema);
export const codeResolver = zodResolver(codeFormSchema);
