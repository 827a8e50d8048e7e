'use client';
// The list's state, queue and page live in the URL (`/admin/jobs?state=retry&queue=news.go-live&skip=25`):
// a reload, the back button and a shared link show the same list. Defaults are left out of the URL.
import { JOB_STATES } from '@cabinet/contracts';
import type { JobState } from '@cabinet/contracts/client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { JobsFilter } from './queries';

const DEFAULT_STATE: JobState = 'failed';

export interface JobsPageState extends JobsFilter {
  skip: number;
}

const isState = (value: string | null): value is JobState => (JOB_STATES as readonly string[]).includes(value ?? '');

export function useJobsUrl(): [JobsPageState, (next: Partial<JobsPageState>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = params.get('state');
  const skip = Number(params.get('skip'));
  const view: JobsPageState = {
    state: isState(state) ? state : DEFAULT_STATE,
    queue: params.get('queue') || undefined,
    skip: Number.isInteger(skip) && skip > 0 ? skip : 0,
  };
  const go = (next: Partial<JobsPageState>) => {
    const to = { ...view, ...next };
    const query = new URLSearchParams();
    if (to.state !== DEFAULT_STATE) query.set('state', to.state);
    if (to.queue) query.set('queue', to.queue);
    if (to.skip > 0) query.set('skip', String(to.skip));
    const search = query.toString();
    router.push(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  return [view, go];
}
