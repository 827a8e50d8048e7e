// The team structure (decision 0065): the tree on a day, read by every operator, and the admins'
// changes. The tree's key is under the back office's roots: approving a supervisor at the approvals
// door (lib/queries/approvals.ts) makes it stale too. The forms name a member by their phone: the
// members' search finds the id the calls take.
import {
  createDealerRoute,
  createSalesPointRoute,
  createTeamRoute,
  endTeamMembershipRoute,
  getTeamStructureRoute,
  importTeamStructureRoute,
  placeTeamAgentRoute,
  searchMembersRoute,
  setTeamSupervisorRoute,
  stripNonDigits,
  updateDealerRoute,
  updateSalesPointRoute,
  updateTeamRoute,
  type DealerBody,
  type PlaceAgentBody,
  type SalesPointBody,
  type SetSupervisorBody,
  type TeamBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { ApiRequestError } from '@/lib/api-client/errors';
import { adminQueryRoots } from '@/lib/queries/roots';
import { teamsTexts as t } from './texts';

export const teamQueries = {
  all: adminQueryRoots.teams,
  /** The tree on a Moscow day; '' is today, as the API reads it. */
  structure: (on: string) =>
    queryOptions({
      queryKey: [...adminQueryRoots.teams, 'structure', on],
      queryFn: ({ signal }) => callApi(getTeamStructureRoute, { query: on ? { on } : {}, signal }),
    }),
};

export const createDealer = (body: DealerBody) => callApi(createDealerRoute, { body });
export const createSalesPoint = (body: SalesPointBody) => callApi(createSalesPointRoute, { body });
export const createTeam = (body: TeamBody) => callApi(createTeamRoute, { body });
export const renameDealer = (id: string, name: string, inn: string | null) =>
  callApi(updateDealerRoute, { params: { id }, body: { name, inn } });
export const renameSalesPoint = (id: string, name: string, address: string) =>
  callApi(updateSalesPointRoute, { params: { id }, body: { name, address } });
export const renameTeam = (id: string, name: string) => callApi(updateTeamRoute, { params: { id }, body: { name } });

/**
 * The member whose phone this is, by the members' search; none is refused like the API refuses an
 * unknown member, on the form's phone field.
 */
export async function memberIdByPhone(phone: string): Promise<string> {
  const digits = stripNonDigits(phone);
  const { members } = await callApi(searchMembersRoute, { query: { q: digits } });
  const found = members.find((m) => stripNonDigits(m.phone) === digits);
  if (found) return found.id;
  throw new ApiRequestError(404, { code: 'team_member_unknown', message: t.unknownPhone, fields: { phone: t.unknownPhone } });
}

export const placeAgent = (teamId: string, body: PlaceAgentBody) =>
  callApi(placeTeamAgentRoute, { params: { id: teamId }, body });
export const endMembership = (memberId: string, lastDay: string) =>
  callApi(endTeamMembershipRoute, { params: { memberId }, body: { lastDay } });
export const requestSupervisor = (teamId: string, body: SetSupervisorBody) =>
  callApi(setTeamSupervisorRoute, { params: { id: teamId }, body });

/** Uploads a structure file; the rows are applied at once, each answered for itself. */
export const importStructure = (file: File) => callApi(importTeamStructureRoute, { file });
