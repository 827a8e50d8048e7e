// Every member enrolled in a contest told the same thing about it (its start, its cancellation),
// in the caller's transaction, with a link to the contest's page.
import type { Queryable } from '../../db/types.js';
import { notifyMany } from '../notifications/service.js';

export async function tellEnrolled(
  tx: Queryable,
  contestId: number,
  text: { title: string; body: string },
  at: Date,
): Promise<void> {
  const { rows: enrolled } = await tx.query<{ memberId: string }>(
    'SELECT member_id::text AS "memberId" FROM contest_members WHERE contest_id = $1',
    [contestId],
  );
  await notifyMany(
    tx,
    enrolled.map((m) => ({
      memberId: m.memberId,
      category: 'system' as const,
      ...text,
      link: `/contests/${contestId}`,
      createdAt: at,
      message: { kind: 'contest' as const },
    })),
  );
}
