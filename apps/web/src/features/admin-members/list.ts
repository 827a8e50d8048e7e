// The list of /admin/members for its page on the app server, which reads the address and the first rows
// with the route's query schema, and for its filter bar, which loads the schema when it first checks
// a filter (list-query.ts, decision 0022).
import { searchMembersQuery } from '@cabinet/contracts';
import { defineList } from '@/components/admin/list-page/list-query';
import { memberAdminQueries } from './queries';

export const membersList = defineList(searchMembersQuery, memberAdminQueries.search);
