'use client';
// The browser's own news preview, rendered only when the home page's read of the news failed or
// lapsed (latest-news-preview.tsx): its code loads then, not in every home page's first load
// (decision 0038).
import { lazyPart } from '@/lib/lazy-part';

export const LatestNewsFallback = lazyPart(() => import('./latest-news').then((m) => m.LatestNews));
