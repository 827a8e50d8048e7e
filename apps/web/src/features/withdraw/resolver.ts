// The withdrawal form's resolver; loaded by the form on first use (lib/lazy-resolver.ts), with zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawFormSchema } from './schema';

/** The rules for the balance known at validation time (null: unknown, the API checks it anyway). */
export const withdrawResolver = (available: number | null) => zodResolver(withdrawFormSchema(available));
