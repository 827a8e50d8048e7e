// The new operator form's rules, and the reason of an account's change refused or withdrawn at the
// approvals door (decision 0060): the contract's own schemas, loaded on first use (decision 0022).
import { createOperatorBody, rejectApprovalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const createOperatorResolver = zodResolver(createOperatorBody);

export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
