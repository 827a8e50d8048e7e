// A supervisor's short message to their team (docs/product.md §12h): to every agent in the team today,
// through the programme's notifications and each agent's choice of channels (kind «Сообщения
// программы»), without an address of a site, at most TEAM_MESSAGES_PER_DAY a Moscow day, and in the
// audit log. One transaction: a refusal leaves nothing sent or stored.
import { TEAM_MESSAGES_PER_DAY } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { notifyMany } from '../notifications/service.js';
import { clipDays, teamAgentsOn, teamsSupervisedBy } from '../teams/service.js';
import { linkInTeamMessage } from './message-links.js';
import * as q from './queries.js';
import { dayStart } from './supervision.js';
import { agentName, teamMessageNotice } from './texts.js';

export async function sendTeamMessage(
  tx: Queryable,
  who: AuditActor,
  supervisorId: string,
  text: string,
  now: Date,
): Promise<{ recipients: number; messagesLeftToday: number }> {
  const today = moscowDate(now);
  const team = (await teamsSupervisedBy(tx, supervisorId)).find((s) => clipDays(s, today, today) !== null);
  if (!team) throw new AppError('team_not_supervisor');
  if (linkInTeamMessage(text) !== null) throw new AppError('team_message_link');
  await q.lockSupervisor(tx, supervisorId);
  const sent = await q.messagesSince(tx, supervisorId, dayStart(today));
  if (sent >= TEAM_MESSAGES_PER_DAY) throw new AppError('team_message_limit');

  const recipients = [...new Set((await teamAgentsOn(tx, team.teamId, today, today)).map((a) => a.memberId))];
  const id = await q.insertMessage(tx, { teamId: team.teamId, supervisorId, text, recipients, at: now });
  const supervisor = agentName((await q.memberNames(tx, [supervisorId])).get(supervisorId));
  const notice = teamMessageNotice({ text, supervisor, team: team.teamName });
  await notifyMany(
    tx,
    recipients.map((memberId) => ({ memberId, category: 'system', ...notice, createdAt: now, message: { kind: 'programme' } })),
  );
  await audit(
    tx,
    who,
    {
      action: 'team.message_sent',
      memberId: supervisorId,
      targetType: 'team',
      targetId: team.teamId,
      after: { messageId: id, teamName: team.teamName, recipients: recipients.length, text },
    },
    now,
  );
  return { recipients: recipients.length, messagesLeftToday: TEAM_MESSAGES_PER_DAY - sent - 1 };
}
