// The partner emulator `npm start` runs with PARTNER_EMULATOR=on (docs/partner-api.md): a CRM whose
// signed batches the real API accepts, and which verifies the programme's webhooks with the library —
// answering 400 to a delivery that is not signed by its endpoint's secret, as a careful receiver does.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { startPartnerEmulator, type PartnerEmulator } from '../../../emulators/src/partner/server.js';
import { seedOperators, signInAdmin, signInSecondAdmin } from '../admin/fixtures.js';
import { closeAfterFile } from '../file-teardown.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { createEndpoint } from '../webhooks/fixtures.js';
import { issueKey } from './fixtures.js';

let ctx: TestContext;

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

beforeAll(async () => {
  ctx = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await seedOperators(ctx);
});

describe('the partner emulator', () => {
  it('sends signed contracts the API accepts and verifies the webhooks they bring', async () => {
    const admin = await signInAdmin(ctx);
    const key = await issueKey(ctx, admin, await signInSecondAdmin(ctx));
    const agents = [await moneyMember(ctx), await moneyMember(ctx)];
    const apiUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    const { secret } = await createEndpoint(ctx, admin, {
      url: `http://127.0.0.1:${port}/webhooks`,
      events: ['contract.accrued'],
    });
    const emulator: PartnerEmulator = await startPartnerEmulator({
      port,
      apiUrl,
      apiKey: key.apiKey,
      signingSecret: key.signingSecret,
      webhookSecret: secret,
      agents: agents.map((a) => a.phone),
      contractsPerSecond: 0,
    });
    closeAfterFile(() => emulator.close());
    await emulator.sendContracts(4);
    expect(emulator.state()).toMatchObject({ sent: 4, accepted: 4, refused: 0, lastError: null });
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contracts WHERE source = 'partner' AND member_id = ANY($1::uuid[])`,
      [agents.map((a) => a.memberId)],
    );
    expect(rows[0]!.n).toBe(4);
    await expect.poll(() => emulator.state().webhooks.length, { timeout: 30_000, interval: 50 }).toBe(4);
    expect(emulator.state().webhooks.every((w) => w.verified && w.type === 'contract.accrued')).toBe(true);
    // A delivery not signed by the endpoint's secret is refused.
    const forged = await fetch(`${emulator.url}/webhooks`, {
      method: 'POST',
      headers: {
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,AAAA',
      },
      body: '{"type":"contract.accrued"}',
    });
    expect(forged.status).toBe(400);
    expect(emulator.state().webhooks[0]).toMatchObject({ id: 'msg_forged', verified: false });
  });
});
