import {
  getMessagePreferencesRoute,
  pushKeyRoute,
  setMessagePreferencesRoute,
  subscribePushRoute,
  unsubscribePushRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { getMessagePreferences, setMessagePreferences } from './preferences.js';
import { subscribePush, unsubscribePush } from './subscriptions.js';

export const messageRoutes = [
  implement(getMessagePreferencesRoute, async ({ deps, member }) => getMessagePreferences(deps.db, member.memberId)),
  implement(setMessagePreferencesRoute, async ({ deps, member, body }) => setMessagePreferences(deps, member.memberId, body)),
  implement(pushKeyRoute, async ({ deps }) => ({ publicKey: deps.push.publicKey })),
  implement(subscribePushRoute, async ({ deps, member, body }) => subscribePush(deps, member.memberId, body)),
  implement(unsubscribePushRoute, async ({ deps, member, body }) => unsubscribePush(deps, member.memberId, body.endpoint)),
];
