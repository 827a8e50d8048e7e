import { getSettingsRoute, updateSettingsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { getSettings } from '../programme-settings/service.js';
import { updateSettings } from './service.js';

/** The programme's settings; a weaker one's request is decided at the approvals door (decision 0060). */
export const settingsRoutes = [
  implement(getSettingsRoute, async ({ deps }) => getSettings(deps.db)),
  implement(updateSettingsRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => updateSettings(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
