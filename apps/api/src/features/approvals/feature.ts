import type { Feature } from '../../http/feature.js';
import { approvalRoutes } from './routes.js';
import type { ApprovalEffects } from './service.js';

/** The approvals door with what approving each kind does (given by the composition root: approval-effects.ts). */
export const approvalsFeature = (effects: ApprovalEffects): Feature => ({ routes: approvalRoutes(effects) });
