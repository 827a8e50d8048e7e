import { listBanksRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { listBanks } from './queries.js';

export const banksRoutes = [implement(listBanksRoute, async ({ deps }) => ({ banks: { items: await listBanks(deps.db) } }))];
