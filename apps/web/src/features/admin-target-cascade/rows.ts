// A dealer's tree as the table's rows, one under another: the dealer, each point, its teams, their
// agents — each with what the level above leaves it, the bound of a share set by hand.
import type { TargetCascadeAgent, TargetCascadeDealer, TargetCascadePoint, TargetCascadeTeam } from '@cabinet/contracts/client';

export type CascadeRowLevel = 'dealer' | 'point' | 'team' | 'agent';

type CascadeNode = TargetCascadeDealer | TargetCascadePoint | TargetCascadeTeam | TargetCascadeAgent;

export interface CascadeTableRow {
  key: string;
  level: CascadeRowLevel;
  id: string;
  name: string;
  /** An agent's phone; '' above. */
  phone: string;
  target: number | null;
  byHand: boolean;
  history: number;
  done: number;
  /** The sum of the level below's targets; undefined for an agent, who has none below. */
  below: number | null | undefined;
  /** What the parent's target leaves after the other shares set by hand; null without a parent's target. */
  left: number | null;
}

/** The parent's target less its other children's shares set by hand. */
function leftFor(parent: CascadeNode, siblings: readonly CascadeNode[], child: CascadeNode): number | null {
  if (parent.target === null) return null;
  const fixed = siblings.reduce((sum, s) => sum + (s !== child && s.byHand ? (s.target ?? 0) : 0), 0);
  return Math.max(0, parent.target - fixed);
}

function rowOf(level: CascadeRowLevel, n: CascadeNode, left: number | null): CascadeTableRow {
  return {
    key: `${level}:${n.id}`,
    level,
    id: n.id,
    name: n.name,
    phone: 'phone' in n ? n.phone : '',
    target: n.target,
    byHand: n.byHand,
    history: n.history,
    done: n.done,
    below: 'below' in n ? n.below : undefined,
    left,
  };
}

export function rowsOf(dealer: TargetCascadeDealer): CascadeTableRow[] {
  return [
    rowOf('dealer', dealer, null),
    ...dealer.points.flatMap((p) => [
      rowOf('point', p, leftFor(dealer, dealer.points, p)),
      ...p.teams.flatMap((t) => [
        rowOf('team', t, leftFor(p, p.teams, t)),
        ...t.agents.map((a) => rowOf('agent', a, leftFor(t, t.agents, a))),
      ]),
    ]),
  ];
}
