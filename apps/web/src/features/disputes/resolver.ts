// The disputes forms' resolvers: the contracts' own body schemas, so that the browser checks exactly
// what the API will. Loaded by the forms on first use (lib/lazy-resolver.ts), with zod.
import { createDisputeBody, replyDisputeBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export const createResolver = zodResolver(createDisputeBody);
export const replyResolver = zodResolver(replyDisputeBody);
