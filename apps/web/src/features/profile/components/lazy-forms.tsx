'use client';
// The profile's parts that need the member's data (forms.ts) in a chunk of their own (docs/performance.md:
// react-hook-form alone is ~14 kB gzip). They show only once that data has come from the API, so
// the page's first load does without them; the chunk is fetched as soon as the page runs, beside
// the data, and each part's skeleton stays until both are there.
import type { ComponentType, ReactNode } from 'react';
import { suspended } from '@/lib/lazy-part';
import { profileTexts } from '../texts';
import { preloadChunk } from '@/lib/preload-chunk';
import type * as PartsModule from './forms';
import { Section } from './section';
import { SectionSkeleton } from './states';

const parts = preloadChunk(import('./forms'));

function part<P extends object>(load: (m: typeof PartsModule) => ComponentType<P>, fallback: ReactNode) {
  return suspended(parts.component(load), fallback);
}

function loading(id: string, title: string, rows: number) {
  return (
    <Section id={id} title={title}>
      <SectionSkeleton rows={rows} />
    </Section>
  );
}

const titles = profileTexts.sections;
export const PersonalSection = part((m) => m.PersonalSection, loading('personal', titles.personal, 4));
export const AvatarSection = part((m) => m.AvatarSection, loading('avatar', titles.avatar, 1));
export const AccountSection = part((m) => m.AccountSection, loading('account', titles.account, 3));
export const WorkSection = part((m) => m.WorkSection, loading('work', titles.work, 7));
export const PassportForm = part((m) => m.PassportForm, <SectionSkeleton rows={6} />);
export const Scans = part((m) => m.Scans, null);
export const ConsentGiven = part((m) => m.ConsentGiven, null);
export const ConsentWithdrawal = part((m) => m.ConsentWithdrawal, null);
