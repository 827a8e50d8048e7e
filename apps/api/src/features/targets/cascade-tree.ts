// A month's cascade as one tree (decision 0067): the structure on the month's first day (dealers →
// points of sale → teams → the agents in each team that day), each node with its stored target and
// the contracts that weigh and measure it — an agent's on the days they were in that team, a team's
// all its agents' on their days in it (those who left included), a point's and a dealer's the sums.
import { CASCADE_HISTORY_MONTHS } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { addDays, addMonths } from '../../lib/moscow-time.js';
import { agentsOfTeamsOn, readStructure } from '../teams/service.js';
import {
  agentNames,
  cascadeRows,
  contractsOfStays,
  type AgentName,
  type CascadeLevel,
  type CascadeRow,
  type Stay,
} from './cascade-queries.js';

export interface CascadeNode {
  level: CascadeLevel;
  /** The dealer's, point's or team's id; the member's for an agent. */
  id: string;
  name: string;
  /** An agent's phone; '' above. */
  phone: string;
  /** Active contracts of the months before. */
  history: number;
  /** Active contracts of the month so far. */
  done: number;
  /** As stored: the node's target and whether a hand fixed it, who set it and when. */
  stored: Pick<CascadeRow, 'contracts' | 'byHand' | 'setBy' | 'setAt'> | null;
  /**
   * An agent with a share who is no longer in the team on the month's first day (the structure
   * changed after the split): shown with it, left out of the next split, which deletes it.
   */
  stale: boolean;
  path: Pick<CascadeRow, 'dealerId' | 'pointId' | 'teamId'>;
  parent: CascadeNode | null;
  children: CascadeNode[];
}

/** The days of a month's cascade: the month's own and the history's. */
export function cascadeDays(month: string) {
  const first = `${month}-01`;
  return {
    first,
    last: addDays(`${addMonths(month, 1)}-01`, -1),
    historyFrom: addMonths(month, -CASCADE_HISTORY_MONTHS),
    historyTo: addMonths(month, -1),
  };
}

const key = (teamId: string, memberId: string) => `${teamId} ${memberId}`;

/** Contracts of each (team, member) over the stays, and of each team. */
async function countsOf(db: Queryable, stays: readonly Stay[]) {
  const counts = await contractsOfStays(db, stays);
  const byAgent = new Map<string, number>();
  const byTeam = new Map<string, number>();
  stays.forEach((s, i) => {
    byAgent.set(key(s.teamId, s.memberId), (byAgent.get(key(s.teamId, s.memberId)) ?? 0) + counts[i]!);
    byTeam.set(s.teamId, (byTeam.get(s.teamId) ?? 0) + counts[i]!);
  });
  return { byAgent, byTeam };
}

type Counts = Awaited<ReturnType<typeof countsOf>>;

const sum = (nodes: readonly CascadeNode[], f: (n: CascadeNode) => number) => nodes.reduce((s, n) => s + f(n), 0);

/**
 * What a month's tree is built from: the structure on its first day, the stays in its teams with
 * their contracts, and the stored rows as read then (`rows`). `tree` builds the tree on any rows of
 * the month whose agents are those of the structure or of `rows` — after a write of the month's
 * split as well, which changes neither the structure nor the contracts, so that the write answers
 * with the tree it leaves without reading them again.
 */
export interface CascadeBasis {
  rows: CascadeRow[];
  tree(rows: readonly CascadeRow[]): CascadeNode[];
}

/** The basis of the month's tree (`YYYY-MM`), of one dealer or of all; dealers, points and teams by name. */
export async function cascadeBasis(db: Queryable, month: string, dealerId: string | null): Promise<CascadeBasis> {
  const days = cascadeDays(month);
  const structure = (await readStructure(db, days.first)).dealers.filter((d) => dealerId === null || d.id === dealerId);
  const teamIds = structure.flatMap((d) => d.points.flatMap((p) => p.teams.map((t) => t.id)));
  const monthStays = await agentsOfTeamsOn(db, teamIds, days.first, days.last);
  const historyStays = await agentsOfTeamsOn(db, teamIds, `${days.historyFrom}-01`, addDays(days.first, -1));
  const done = await countsOf(db, monthStays);
  const history = await countsOf(db, historyStays);
  const rows = await cascadeRows(db, month, dealerId);
  // The agents of a team are those in it on the first day; those with a share but not in it then are stale.
  const firstDay = new Map<string, Set<string>>();
  for (const s of monthStays) {
    if (s.from !== days.first) continue;
    const agents = firstDay.get(s.teamId) ?? new Set<string>();
    firstDay.set(s.teamId, agents.add(s.memberId));
  }
  const shared = rows.flatMap((r) => (r.level === 'agent' ? [r.memberId!] : []));
  const names = await agentNames(db, [...new Set([...monthStays.map((s) => s.memberId), ...shared])]);
  return { rows, tree: (of) => buildTree({ structure, firstDay, done, history, names }, of) };
}

/** The month's tree (`YYYY-MM`), of one dealer or of all; dealers, points and teams by name. */
export async function loadCascade(db: Queryable, month: string, dealerId: string | null): Promise<CascadeNode[]> {
  const basis = await cascadeBasis(db, month, dealerId);
  return basis.tree(basis.rows);
}

function buildTree(
  basis: {
    structure: Awaited<ReturnType<typeof readStructure>>['dealers'];
    /** The agents of each team on the month's first day. */
    firstDay: ReadonlyMap<string, ReadonlySet<string>>;
    done: Counts;
    history: Counts;
    names: ReadonlyMap<string, AgentName>;
  },
  rows: readonly CascadeRow[],
): CascadeNode[] {
  const { structure, firstDay, done, history, names } = basis;
  const idOf = (r: CascadeRow) => ({ dealer: r.dealerId, point: r.pointId, team: r.teamId, agent: r.memberId })[r.level];
  const storedBy = new Map(rows.map((r) => [`${r.level} ${idOf(r)}`, r]));
  const sharedBy = new Map<string, string[]>();
  for (const r of rows) if (r.level === 'agent') sharedBy.set(r.teamId!, [...(sharedBy.get(r.teamId!) ?? []), r.memberId!]);

  const node = (level: CascadeLevel, id: string, name: string, path: CascadeNode['path'], parent: CascadeNode | null) => {
    const n: CascadeNode = {
      level,
      id,
      name,
      phone: '',
      history: 0,
      done: 0,
      stored: null,
      stale: false,
      path,
      parent,
      children: [],
    };
    const row = storedBy.get(`${level} ${id}`);
    if (row) n.stored = { contracts: row.contracts, byHand: row.byHand, setBy: row.setBy, setAt: row.setAt };
    parent?.children.push(n);
    return n;
  };
  return structure.map((d) => {
    const dealer = node('dealer', d.id, d.name, { dealerId: d.id, pointId: null, teamId: null }, null);
    for (const p of d.points) {
      const point = node('point', p.id, p.name, { dealerId: d.id, pointId: p.id, teamId: null }, dealer);
      for (const t of p.teams) {
        const path = { dealerId: d.id, pointId: p.id, teamId: t.id };
        const team = node('team', t.id, t.name, path, point);
        team.history = history.byTeam.get(t.id) ?? 0;
        team.done = done.byTeam.get(t.id) ?? 0;
        const agents = firstDay.get(t.id) ?? new Set<string>();
        const staleIds = (sharedBy.get(t.id) ?? []).filter((id) => !agents.has(id));
        const members = [...agents, ...staleIds].map((id) => names.get(id) ?? { id, phone: '', fullName: '' });
        members.sort(
          (a, b) => (a.fullName || '\uffff').localeCompare(b.fullName || '\uffff', 'ru') || a.phone.localeCompare(b.phone),
        );
        for (const m of members) {
          const agent = node('agent', m.id, m.fullName, path, team);
          agent.phone = m.phone;
          agent.stale = !agents.has(m.id);
          agent.history = history.byAgent.get(key(t.id, m.id)) ?? 0;
          agent.done = done.byAgent.get(key(t.id, m.id)) ?? 0;
        }
      }
      point.history = sum(point.children, (t) => t.history);
      point.done = sum(point.children, (t) => t.done);
    }
    dealer.history = sum(dealer.children, (p) => p.history);
    dealer.done = sum(dealer.children, (p) => p.done);
    return dealer;
  });
}

/** The nodes of a tree, each before its children. */
export function* nodesOf(nodes: readonly CascadeNode[]): Generator<CascadeNode> {
  for (const n of nodes) {
    yield n;
    yield* nodesOf(n.children);
  }
}
