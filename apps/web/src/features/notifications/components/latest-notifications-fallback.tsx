'use client';
// The browser's own notification preview, rendered only when the home page's read of them failed
// or lapsed (latest-notifications-preview.tsx): its code loads then, not in every home page's first
// load (decision 0038).
import { lazyPart } from '@/lib/lazy-part';

export const LatestNotificationsFallback = lazyPart(() => import('./latest-notifications').then((m) => m.LatestNotifications));
