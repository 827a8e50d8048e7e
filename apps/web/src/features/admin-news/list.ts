// The list of /admin/news for its page on the app server, which reads the address and the first rows
// with the route's query schema, and for its filter bar, which loads the schema when it first checks
// a filter (list-query.ts, decision 0022).
import { listAdminNewsQuery } from '@cabinet/contracts';
import { defineList } from '@/components/admin/list-page/list-query';
import { newsAdminQueries } from './queries';

export const newsAdminList = defineList(listAdminNewsQuery, newsAdminQueries.list);
