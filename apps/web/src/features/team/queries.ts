// The supervisor's «Команда»: the team's month, an agent's month, and the message to the team. Every
// key is under TEAM_KEY; the role that opens the section is the shell's (lib/queries/member-queries.ts).
import {
  getTeamAgentRoute,
  getTeamMonthRoute,
  sendTeamMessageRoute,
  type TeamMessageBody,
  type TeamMonth,
} from '@cabinet/contracts/client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';

export const TEAM_KEY = ['team'] as const;

export const teamQueries = {
  /** `month` 'YYYY-MM', or null for the current month (Moscow), as the API picks it. */
  month: (month: string | null) =>
    queryOptions({
      queryKey: [...TEAM_KEY, 'month', month],
      queryFn: ({ signal }) => callApi(getTeamMonthRoute, { query: month === null ? {} : { month }, signal }),
    }),
  agent: (memberId: string, month: string | null) =>
    queryOptions({
      queryKey: [...TEAM_KEY, 'agent', memberId, month],
      queryFn: ({ signal }) =>
        callApi(getTeamAgentRoute, { params: { memberId }, query: month === null ? {} : { month }, signal }),
    }),
};

export const sendTeamMessage = (body: TeamMessageBody) => callApi(sendTeamMessageRoute, { body });

/** The day's count of messages is the same on every month shown: each cached month takes the new one. */
export function setMessagesLeft(client: QueryClient, messagesLeftToday: number): void {
  client.setQueriesData<TeamMonth>({ queryKey: [...TEAM_KEY, 'month'] }, (month) => month && { ...month, messagesLeftToday });
}
