// The list of /admin/withdrawals for its page on the app server, which reads the address and the first rows
// with the route's query schema, and for its filter bar, which loads the schema when it first checks
// a filter (list-query.ts, decision 0022).
import { deskQueueQuery } from '@cabinet/contracts';
import { defineList } from '@/components/admin/list-page/list-query';
import { deskQueries } from './queries';

export const deskQueueList = defineList(deskQueueQuery, deskQueries.queue);
