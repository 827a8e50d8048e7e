// What a partner's batch tells the company back (docs/webhooks.md): `contract.accrued` for each contract
// it entered and `contract.refused` for each row refused, signed for the company's endpoint and verified
// there by the Standard Webhooks library — queued in the batch's transaction, so a batch repeated by its
// Idempotency-Key tells nothing twice.
import { type WebhookPayload } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedOperators, signInAdmin, signInSecondAdmin } from '../admin/fixtures.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { createEndpoint, startReceiver, verifyAsSent, type Receiver } from '../webhooks/fixtures.js';
import { contractRow, issueKey, partnerCall, type PartnerKeyInUse } from './fixtures.js';

let ctx: TestContext;
let key: PartnerKeyInUse;
let receiver: Receiver;
let secret: string;

beforeAll(async () => {
  ctx = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await seedOperators(ctx);
  const admin = await signInAdmin(ctx);
  key = await issueKey(ctx, admin, await signInSecondAdmin(ctx));
  receiver = await startReceiver();
  ({ secret } = await createEndpoint(ctx, admin, {
    url: `${receiver.origin}/crm`,
    events: ['contract.accrued', 'contract.refused'],
  }));
});

describe('a batch’s webhooks', () => {
  it('tells the company of each contract accrued and each row refused, signed, once', async () => {
    const m = await moneyMember(ctx);
    const today = moscowDate(ctx.clock.now());
    const body = { contracts: [contractRow(m.phone, 'ВХ-0001', today), contractRow(m.phone, 'ВХ-0002', '2099-01-01')] };
    const first = await partnerCall(ctx, key, { url: '/api/partner/v1/contracts', body, idempotencyKey: 'batch-webhooks-1' });
    expect(first.statusCode, first.body).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 50 }).toBe(2);
    const events = receiver.received.map((r) => verifyAsSent(secret, r) as WebhookPayload);
    const accrued = events.find((e) => e.type === 'contract.accrued')!;
    const refused = events.find((e) => e.type === 'contract.refused')!;
    expect(accrued.data).toMatchObject({
      number: 'ВХ-0001',
      member: { id: m.memberId, phone: m.phone },
      signedOn: today,
      contractId: first.json().rows[0].contractId,
    });
    expect(refused.data).toEqual({
      number: 'ВХ-0002',
      member: { id: m.memberId, phone: m.phone },
      reason: 'Дата подписания ещё не наступила',
      refusedAt: ctx.clock.now().toISOString(),
    });
    const repeat = await partnerCall(ctx, key, { url: '/api/partner/v1/contracts', body, idempotencyKey: 'batch-webhooks-1' });
    expect(repeat.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_messages');
    expect(rows[0]!.n).toBe(2);
  });
});
