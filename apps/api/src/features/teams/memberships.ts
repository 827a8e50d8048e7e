// Who is in a team and who supervises it, by dates (decision 0065). A range is half-open [from, to) in
// Moscow calendar days: a move on day D closes the old team's row at D (its last day is D − 1) and
// opens the new one at D, so both rows stay and every day has at most one team. Refused, with nothing
// changed: a date in a closed month (or before one), an overlap with another of the member's ranges,
// a supervisor who would be an agent of their own team or supervise themselves through another team,
// a blocked or unknown member. Every write takes the structure's lock, then the member's row.
import { TEAM_SUPERVISOR_EFFECT, type Approval, type MemberTeamHistory } from '@cabinet/contracts';
import { firstClosedMonthFrom } from '../../ledger/closed-months.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, russianDate } from '../../lib/moscow-time.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import * as q from './queries.js';

async function refuseClosed(db: Queryable, day: string): Promise<void> {
  if ((await firstClosedMonthFrom(db, day.slice(0, 7))) !== null) throw new AppError('team_month_closed');
}

async function lockActiveMember(tx: Queryable, memberId: string): Promise<q.MemberRow> {
  await q.lockStructure(tx);
  const member = await q.lockMember(tx, memberId);
  if (!member) throw new AppError('team_member_unknown');
  if (member.status === 'blocked') throw new AppError('team_member_blocked');
  return member;
}

async function teamOr404(tx: Queryable, teamId: string): Promise<q.TeamRow> {
  const team = await q.findTeam(tx, teamId, true);
  if (!team) throw new AppError('not_found');
  return team;
}

export async function memberHistory(db: Queryable, memberId: string): Promise<MemberTeamHistory> {
  if (!(await q.memberExists(db, memberId))) throw new AppError('not_found');
  const span = (r: q.HistoryRow) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    pointName: r.pointName,
    dealerName: r.dealerName,
    from: r.from,
    lastDay: r.to === null ? null : addDays(r.to, -1),
  });
  return {
    memberId,
    agent: (await q.history(db, 'team_agents', memberId)).map(span),
    supervisor: (await q.history(db, 'team_supervisors', memberId)).map(span),
  };
}

/** Puts an agent in a team from `from`; their open membership, if any, ends the day before. */
export async function placeAgent(
  tx: Queryable,
  who: Checker,
  teamId: string,
  body: { memberId: string; from: string },
  now: Date,
): Promise<MemberTeamHistory> {
  const { memberId, from } = body;
  await lockActiveMember(tx, memberId);
  const team = await teamOr404(tx, teamId);
  await refuseClosed(tx, from);
  const spans = await q.agentSpans(tx, memberId);
  const open = spans.find((s) => s.to === null);
  if (open?.teamId === teamId) throw new AppError('team_agent_already');
  if (spans.some((s) => s !== open && s.to! > from) || (open && open.from >= from)) throw new AppError('team_dates_overlap');
  if (await q.supervisesFrom(tx, memberId, teamId, from)) throw new AppError('team_supervisor_is_agent');
  if (await q.agentWouldCycle(tx, memberId, teamId, from)) throw new AppError('team_supervisor_cycle');
  if (open) await q.closeAgentSpan(tx, open.id, from);
  await q.insertAgent(tx, memberId, teamId, from);
  await audit(
    tx,
    who,
    {
      action: 'team.agent_placed',
      memberId,
      targetType: 'team',
      targetId: teamId,
      before: open ? { teamId: open.teamId, from: open.from, lastDay: null } : null,
      after: { teamId, teamName: team.name, from, previousLastDay: open ? addDays(from, -1) : null },
    },
    now,
  );
  return memberHistory(tx, memberId);
}

/** Ends the member's open membership: `lastDay` is their last day in the team. */
export async function endMembership(
  tx: Queryable,
  who: Checker,
  memberId: string,
  lastDay: string,
  now: Date,
): Promise<MemberTeamHistory> {
  await q.lockStructure(tx);
  if (!(await q.lockMember(tx, memberId))) throw new AppError('team_member_unknown');
  const open = (await q.agentSpans(tx, memberId)).find((s) => s.to === null);
  if (!open) throw new AppError('team_no_membership');
  const to = addDays(lastDay, 1);
  if (to <= open.from) throw new AppError('team_end_before_start');
  await refuseClosed(tx, to);
  await q.closeAgentSpan(tx, open.id, to);
  await audit(
    tx,
    who,
    {
      action: 'team.membership_ended',
      memberId,
      targetType: 'team',
      targetId: open.teamId,
      before: { from: open.from, lastDay: null },
      after: { from: open.from, lastDay },
    },
    now,
  );
  return memberHistory(tx, memberId);
}

/** Everything a supervisor's change must meet, when it is asked for and again when it applies. */
async function checkSupervisor(tx: Queryable, teamId: string, memberId: string, from: string): Promise<q.MemberRow> {
  const member = await lockActiveMember(tx, memberId);
  await teamOr404(tx, teamId);
  await refuseClosed(tx, from);
  const current = await q.openSupervisor(tx, teamId);
  if (current && current.from >= from) throw new AppError('team_supervisor_dates');
  if (await q.isAgentFrom(tx, memberId, teamId, from)) throw new AppError('team_supervisor_is_agent');
  if (await q.supervisorWouldCycle(tx, memberId, teamId, from)) throw new AppError('team_supervisor_cycle');
  return member;
}

interface SupervisorPayload {
  teamId: string;
  memberId: string;
  from: string;
}

/** Asks for a team's supervisor from `from`: it waits for a second admin at the approvals door. */
export async function requestSupervisor(
  tx: Queryable,
  who: Checker,
  teamId: string,
  body: { memberId: string; from: string },
  now: Date,
): Promise<Approval> {
  const member = await checkSupervisor(tx, teamId, body.memberId, body.from);
  const team = (await q.findTeam(tx, teamId))!;
  const payload: SupervisorPayload = { teamId, memberId: body.memberId, from: body.from };
  const approval = await requestApproval(
    tx,
    who,
    {
      kind: 'team_supervisor',
      subject: teamId,
      summary: `Руководитель команды «${team.name}» с ${russianDate(body.from)}: ${member.fullName || 'участник без имени'}`,
      effect: TEAM_SUPERVISOR_EFFECT,
      payload,
      memberId: body.memberId,
    },
    now,
  );
  await audit(
    tx,
    who,
    {
      action: 'team.supervisor_requested',
      memberId: body.memberId,
      targetType: 'team',
      targetId: teamId,
      after: { ...payload, approvalId: approval.id },
    },
    now,
  );
  return approval;
}

/** What approving a supervisor's change does (approval-effects.ts): checked again, then applied. */
export const teamSupervisorApproval: ApprovalEffect = {
  apply: async (tx, a, { who, now }) => {
    const { teamId, memberId, from } = a.payload as SupervisorPayload;
    await checkSupervisor(tx, teamId, memberId, from);
    const current = await q.openSupervisor(tx, teamId);
    if (current) await q.closeSupervisorSpan(tx, current.id, from);
    await q.insertSupervisor(tx, teamId, memberId, from, a.id);
    await audit(
      tx,
      who,
      {
        action: 'team.supervisor_set',
        memberId,
        targetType: 'team',
        targetId: teamId,
        before: current ? { memberId: current.memberId, from: current.from } : null,
        after: { memberId, from, approvalId: a.id, maker: a.madeBy },
      },
      now,
    );
  },
};
