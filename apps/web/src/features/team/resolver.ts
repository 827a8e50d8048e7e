// The message form's resolver: the contract's own body schema, so that the browser checks exactly what
// the API will. Loaded by the form on first use (lib/lazy-resolver.ts), with zod.
import { teamMessageBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export const messageResolver = zodResolver(teamMessageBody);
