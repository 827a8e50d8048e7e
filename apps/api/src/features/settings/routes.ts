import { getSettingsRoute, updateSettingsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../operators/service.js';
import { getSettings, updateSettings } from './service.js';

export const settingsRoutes = [
  implement(getSettingsRoute, async ({ deps }) => getSettings(deps.db)),
  implement(updateSettingsRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => updateSettings(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
