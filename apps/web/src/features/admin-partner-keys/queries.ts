// The partner API's keys (admins, decision 0063): the list, a new key, its replacement and its
// revocation. The list's key is under the back office's roots: approving a key at the approvals door
// (lib/queries/approvals.ts) makes it stale too.
import {
  issuePartnerKeyRoute,
  listPartnerKeysRoute,
  revokePartnerKeyRoute,
  rotatePartnerKeyRoute,
  type IssuePartnerKeyBody,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { adminQueryRoots } from '@/lib/queries/roots';

export const partnerKeyQueries = {
  all: adminQueryRoots.partnerKeys,
  list: () =>
    queryOptions({
      queryKey: [...adminQueryRoots.partnerKeys, 'list'],
      queryFn: ({ signal }) => callApi(listPartnerKeysRoute, { signal }),
    }),
};

export const issuePartnerKey = (body: IssuePartnerKeyBody) => callApi(issuePartnerKeyRoute, { body });
export const rotatePartnerKey = (id: string, overlapHours: number) =>
  callApi(rotatePartnerKeyRoute, { params: { id }, body: { overlapHours } });
export const revokePartnerKey = (id: string) => callApi(revokePartnerKeyRoute, { params: { id } });
