// The Russian texts «Команда» writes on the API's side: an agent's name as the supervisor sees it, a
// contract's status in the words of the agent's own history, and the notification of a message.
import { historyStatus } from '../../ledger/money-texts.js';
import type { AgentContractRow, MemberName } from './queries.js';

/** «Фамилия Имя»; a member who has not told a name is «Агент ··4567», by the phone's last four digits. */
export function agentName(m: MemberName | undefined): string {
  const name = [m?.lastName.trim(), m?.firstName.trim()].filter(Boolean).join(' ');
  return name || `Агент ··${m?.phoneEnd ?? '····'}`;
}

/**
 * A contract's status as the agent reads it: «Начислено» and «Списано» are their history's words for
 * its reward and its clawback, «Ожидает подтверждения» the balance page's for a reward in its quality
 * hold, «Начисление отменено» their notification's for a contract cancelled inside it.
 */
export function contractStatusText(c: Pick<AgentContractRow, 'status' | 'held' | 'clawed'>): string {
  if (c.status === 'terminated') return c.clawed ? historyStatus.clawback : 'Начисление отменено';
  return c.held ? 'Ожидает подтверждения' : historyStatus.reward;
}

/** What the agents of the team read: the supervisor's text, signed with their name and the team's. */
export const teamMessageNotice = (m: { text: string; supervisor: string; team: string }) => ({
  title: 'Сообщение от руководителя команды',
  body: `${m.text}\n\n${m.supervisor}, команда «${m.team}»`,
});
