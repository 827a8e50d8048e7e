// The team's agents of the month, in the morning's order (agent-order.ts): each with their contracts
// to their target and a bar, points, the last contract's day, «Без продаж 7 дней» when it is so, and
// the days in the team of one who joined or left during the month. A table from the tablet width up,
// a card per agent on a phone (team.module.css): one markup, so a screen reader hears one list.
import type { TeamAgentRow } from '@cabinet/contracts/client';
import { StatusMessage } from '@/components/status-message/status-message';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Card, CardTitle } from '@/components/ui/card';
import { formatAmount, formatPoints } from '@/lib/format';
import { morningOrder } from '../agent-order';
import { formatDay, teamHref } from '../month';
import { teamTexts as t } from '../texts';
import { TargetProgress } from './target-progress';
import styles from './team.module.css';

/** The days in the team, said only when they are not the whole month so far. */
function stayText(agent: TeamAgentRow, month: string): string | null {
  if (!agent.current) return t.stay(formatDay(agent.from), formatDay(agent.lastDay));
  return agent.from !== `${month}-01` ? t.stayFrom(formatDay(agent.from)) : null;
}

// The table's own roles are written out: a browser may drop a table's semantics once its rows are laid
// out as cards (WebKit does for `display: block`), and the names of the columns with them.
function AgentRow({ agent, month }: { agent: TeamAgentRow; month: string }) {
  const stay = stayText(agent, month);
  return (
    <tr role="row" className={styles.row} data-stalled={agent.stalled} data-testid="team-agent">
      <th role="rowheader" scope="row">
        <Link href={teamHref(month, agent.memberId)} className={styles.agentName}>
          {agent.name}
        </Link>
        {agent.stalled || !agent.current || stay ? (
          <div className={styles.agentNotes}>
            {agent.stalled ? <span className={styles.stalled}>{t.stalled}</span> : null}
            {agent.current ? null : <span className={styles.leftBadge}>{t.left}</span>}
            {stay ? <span className={styles.stay}>{stay}</span> : null}
          </div>
        ) : null}
      </th>
      <td role="cell" data-label={t.contractsOfTarget}>
        <div className={styles.progressCell}>
          <span className="nowrap">
            {agent.target > 0
              ? t.ofTarget(formatAmount(agent.contracts), formatAmount(agent.target))
              : formatAmount(agent.contracts)}
          </span>
          {agent.target > 0 ? null : <span className={styles.stay}> ({t.noTarget})</span>}
          <TargetProgress done={agent.contracts} target={agent.target} label={t.progressOf(agent.name)} />
        </div>
      </td>
      <td role="cell" data-label={t.points} data-align="end">
        <span className="nowrap">{formatPoints(agent.points)}</span>
      </td>
      <td role="cell" data-label={t.lastContract}>
        <span className={agent.lastContractOn ? 'nowrap' : styles.stay}>
          {agent.lastContractOn ? formatDay(agent.lastContractOn) : t.noContractYet}
        </span>
      </td>
    </tr>
  );
}

export function TeamAgents({ agents, month }: { agents: readonly TeamAgentRow[]; month: string }) {
  return (
    <Card aria-labelledby="team-agents">
      <CardTitle as="h2" id="team-agents">
        {t.agentsHeading}
      </CardTitle>
      {agents.length === 0 ? (
        <StatusMessage kind="empty" title={t.agentsEmpty} text={t.agentsEmptyText} />
      ) : (
        <>
          <p className={styles.muted}>{t.agentsOrder}</p>
          <table role="table" className={styles.table}>
            <caption className="visually-hidden">{t.agentsCaption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {t.name}
                </th>
                <th role="columnheader" scope="col">
                  {t.contractsOfTarget}
                </th>
                <th role="columnheader" scope="col" data-align="end">
                  {t.points}
                </th>
                <th role="columnheader" scope="col">
                  {t.lastContract}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {morningOrder(agents).map((agent) => (
                <AgentRow key={`${agent.memberId}:${agent.from}`} agent={agent} month={month} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
