// The refusal of a document's rules, loaded on first use (decision 0022): the contract's rule for the
// comment the member reads.
import { rejectIdentityBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const rejectCommentResolver = zodResolver(z.object({ reason: rejectIdentityBody.shape.comment }));
