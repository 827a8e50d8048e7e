import {
  approveSettingsChangeRoute,
  getSettingsRoute,
  listSettingsChangesRoute,
  rejectSettingsChangeRoute,
  updateSettingsRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import {
  approveSettingsChange,
  getSettings,
  listPendingSettingsChanges,
  rejectSettingsChange,
  updateSettings,
} from './service.js';

export const settingsRoutes = [
  implement(getSettingsRoute, async ({ deps }) => getSettings(deps.db)),
  implement(updateSettingsRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => updateSettings(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
  implement(listSettingsChangesRoute, async ({ deps }) => ({ changes: await listPendingSettingsChanges(deps.db) })),
  implement(approveSettingsChangeRoute, async ({ deps, operator, params }) =>
    approveSettingsChange(deps.db, auditActorOf(operator), params.id, deps.clock.now()),
  ),
  implement(rejectSettingsChangeRoute, async ({ deps, operator, params }) => {
    await rejectSettingsChange(deps.db, auditActorOf(operator), params.id, deps.clock.now());
    return { success: true as const };
  }),
];
