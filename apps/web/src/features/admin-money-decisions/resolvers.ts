// A money decision's refusal: the contract's rule for the reason, loaded on first use (decision 0022).
import { rejectMoneyDecisionBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const rejectReasonResolver = zodResolver(z.object({ reason: rejectMoneyDecisionBody.shape.reason }));
