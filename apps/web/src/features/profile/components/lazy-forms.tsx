'use client';
// The profile's forms in a chunk of their own (issue 11: react-hook-form is ~14 kB gzip). They show
// only once the member's data has come from the API, so the page's first load does without them;
// the chunk is fetched as soon as the page runs, beside that data, and the section's skeleton stays
// until both are there. React.lazy rather than next/dynamic, which would add its own loader.
import { lazy, Suspense, type ComponentProps } from 'react';
import { profileTexts } from '@/lib/messages';
import { Section } from './section';
import { SectionSkeleton } from './states';

const forms = () => import('./forms');
if (typeof window !== 'undefined') void forms();

const titles = profileTexts.sections;
const Personal = lazy(() => forms().then((m) => ({ default: m.PersonalSection })));
const Account = lazy(() => forms().then((m) => ({ default: m.AccountSection })));
const Work = lazy(() => forms().then((m) => ({ default: m.WorkSection })));
const Passport = lazy(() => forms().then((m) => ({ default: m.PassportForm })));

type Props<T extends keyof Awaited<ReturnType<typeof forms>>> = ComponentProps<Awaited<ReturnType<typeof forms>>[T]>;

function Loading({ id, title, rows }: { id: string; title: string; rows: number }) {
  return (
    <Section id={id} title={title}>
      <SectionSkeleton rows={rows} />
    </Section>
  );
}

export function PersonalSection(props: Props<'PersonalSection'>) {
  return (
    <Suspense fallback={<Loading id="personal" title={titles.personal} rows={4} />}>
      <Personal {...props} />
    </Suspense>
  );
}

export function AccountSection(props: Props<'AccountSection'>) {
  return (
    <Suspense fallback={<Loading id="account" title={titles.account} rows={3} />}>
      <Account {...props} />
    </Suspense>
  );
}

export function WorkSection(props: Props<'WorkSection'>) {
  return (
    <Suspense fallback={<Loading id="work" title={titles.work} rows={7} />}>
      <Work {...props} />
    </Suspense>
  );
}

export function PassportForm(props: Props<'PassportForm'>) {
  return (
    <Suspense fallback={<SectionSkeleton rows={6} />}>
      <Passport {...props} />
    </Suspense>
  );
}
