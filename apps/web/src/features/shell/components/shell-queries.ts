'use client';
// The member's data the sidebar and the top bar show, read by the shell itself, outside the
// boundaries they hydrate in later (decision 0038), and handed to them as props. A query read
// inside a part not yet hydrated is invisible to React: a change before the part hydrates (the
// name saved on /lk, a withdrawal) hydrated it with data its HTML did not hold — a text mismatch,
// React's #418, and the part rendered again. As props, a change reaches the boundary as an update,
// and React hydrates it with the props it was written with before applying the new ones.
import { useBalance, useIsNotification, usePendingAmount, usePersonalInfo, useTeamRole } from '@/lib/queries/member';

export function useShellQueries() {
  return {
    info: usePersonalInfo(),
    balance: useBalance(),
    pending: usePendingAmount(),
    notifications: useIsNotification(),
    teamRole: useTeamRole(),
  };
}

export type ShellQueries = ReturnType<typeof useShellQueries>;
