// A proposal to close a month refused or withdrawn at the approvals door (decision 0060): the
// contract's rule for the reason, loaded when one is first written (decision 0022).
import { rejectApprovalBody } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const rejectApprovalResolver = zodResolver(z.object({ reason: rejectApprovalBody.shape.reason }));
