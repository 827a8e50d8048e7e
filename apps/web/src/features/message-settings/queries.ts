'use client';
// The calls of the notification settings (decision 0036): the member's channels per kind, the
// VAPID key and this browser's subscription.
import {
  getMessagePreferencesRoute,
  pushKeyRoute,
  setMessagePreferencesRoute,
  subscribePushRoute,
  unsubscribePushRoute,
  type MessagePreference,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const messageSettingsQueries = {
  preferences: () =>
    queryOptions({
      queryKey: ['message-preferences'],
      queryFn: ({ signal }) => callApi(getMessagePreferencesRoute, { signal }),
    }),
};

export const savePreference = (p: MessagePreference) =>
  callApi(setMessagePreferencesRoute, { body: { preferences: [{ kind: p.kind, push: p.push, sms: p.sms }] } });

export const getPushKey = () => callApi(pushKeyRoute, {});

export const sendSubscription = (sub: PushSubscriptionJSON, device: string) =>
  callApi(subscribePushRoute, {
    body: { endpoint: sub.endpoint ?? '', keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' }, device },
  });

export const removeSubscription = (endpoint: string) => callApi(unsubscribePushRoute, { body: { endpoint } });
