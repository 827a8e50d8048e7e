// The list of /admin/targets for its page on the app server, which reads the address and the first rows
// with the route's query schema, and for its filter bar, which loads the schema when it first checks
// a filter (list-query.ts, decision 0022).
import { listTargetsQuery } from '@cabinet/contracts';
import { defineList } from '@/components/admin/list-page/list-query';
import { targetQueries } from './queries';

export const targetsList = defineList(listTargetsQuery, targetQueries.list);
