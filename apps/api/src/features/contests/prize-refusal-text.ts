// What a member reads when an admin refuses their contest prize that awaited approval (decision
// 0041): the prize, that it will not be paid, and the admin's reason.
import { formatPoints } from '@cabinet/contracts';

const sentence = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

export const prizeRefusedNotice = (c: { title: string; prize: number; reason: string }) => ({
  title: `Приз конкурса «${c.title}» не будет начислен`,
  // The amount ends in «б.», which ends the sentence too.
  body: `Куратор не подтвердил приз ${formatPoints(c.prize)} Причина: ${sentence(c.reason)}`,
});
