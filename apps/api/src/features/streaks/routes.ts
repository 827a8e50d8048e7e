import { memberStreakRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { memberStreak } from './service.js';

export const streakRoutes = [
  implement(memberStreakRoute, async ({ deps, member }) => memberStreak(deps.db, member.memberId, deps.clock.now())),
];
