// The withdrawal form's resolver; loaded by the form on first use (lib/lazy-resolver.ts), with zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawFormSchema } from './schema';

/** The rules for the balance known at validation time (null: unknown, the API checks it anyway) and the destination. */
export const withdrawResolver = (available: number | null, toCard: boolean) => zodResolver(withdrawFormSchema(available, toCard));
