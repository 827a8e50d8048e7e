// The programme's documents in the demo (docs/product.md «Правила и согласие»): the rules and the
// consent this release shows, published by the demo admin three weeks before the demo's now and
// accepted by every demo member then — except Ксения, who has points and a confirmed document but
// has accepted nothing yet (the acceptance screens, their screenshots and the browser journey).
import { SHIPPED_EDITIONS, type LegalKind } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedFundedAgent } from './funded-agent.js';
import { DEMO_ADMIN } from './operators-demo.js';

/** +7 (900) 444-00-03: Ксения, with both documents still to accept. */
export const LEGAL_DEMO_PHONE = '79004440003';

const DAY = 86_400_000;

const SUMMARIES: Record<LegalKind, string> = {
  rules:
    'Правила принимаются в кабинете отметкой и кодом. Добавлены отчёты агента за месяц с подписью кодом и споры по начислениям.',
  pd_consent: 'Согласие на обработку персональных данных стало отдельным документом.',
};

export async function seedLegalDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  await seedFundedAgent(tx, ctx, {
    phone: LEGAL_DEMO_PHONE,
    lastName: 'Орлова',
    firstName: 'Ксения',
    middleName: 'Викторовна',
    cityName: 'Кострома',
    email: 'ksenia.orlova@example.ru',
    points: 12_000,
  });
  const published = new Date(ctx.now.getTime() - 21 * DAY);
  const accepted = new Date(published.getTime() + DAY);
  for (const kind of ['rules', 'pd_consent'] as const) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO legal_versions (kind, number, edition, sha256, summary, published_at, published_by)
       SELECT $1, 1, $2, $3, $4, $5, id FROM operators WHERE email = $6 RETURNING id::text`,
      [kind, SHIPPED_EDITIONS[kind].edition, SHIPPED_EDITIONS[kind].sha256, SUMMARIES[kind], published, DEMO_ADMIN.email],
    );
    const version = rows[0]!.id;
    // The rules were accepted with a code: each acceptance names the (used) code that confirmed it.
    await tx.query(
      kind === 'rules'
        ? `WITH codes AS (
             INSERT INTO otp_codes (phone, subject_id, purpose, legal_version_id, code_hash, created_at, expires_at, consumed_at)
             SELECT phone, id, 'rules', $1, 'demo', $2, $2::timestamptz + interval '5 minutes', $2 FROM members
              WHERE phone <> $3
             RETURNING id, subject_id, phone)
           INSERT INTO legal_acceptances (version_id, member_id, accepted_at, method, code_id, channel, phone)
           SELECT $1, subject_id, $2, 'code', id, 'sms', phone FROM codes`
        : `INSERT INTO legal_acceptances (version_id, member_id, accepted_at, method)
           SELECT $1, id, $2, 'consent' FROM members WHERE phone <> $3`,
      [version, accepted, LEGAL_DEMO_PHONE],
    );
  }
}
