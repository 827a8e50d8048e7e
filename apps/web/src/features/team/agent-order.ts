// The order a supervisor reads the agents in the morning: who has sold nothing for a week first (a
// call to make today), then who is furthest from their target, then those who have left the team.
import type { TeamAgentRow } from '@cabinet/contracts/client';

/** Contracts as a share of the target, 0–1; null without a target. */
export function targetShare(done: number, target: number): number | null {
  return target > 0 ? Math.min(1, done / target) : null;
}

const rank = (agent: TeamAgentRow) => (agent.stalled ? 0 : agent.current ? 1 : 2);

export function morningOrder(agents: readonly TeamAgentRow[]): TeamAgentRow[] {
  return [...agents].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      // An agent without a target has nothing to be behind on: after those who have one.
      (targetShare(a.contracts, a.target) ?? 2) - (targetShare(b.contracts, b.target) ?? 2) ||
      a.name.localeCompare(b.name, 'ru') ||
      a.from.localeCompare(b.from),
  );
}
