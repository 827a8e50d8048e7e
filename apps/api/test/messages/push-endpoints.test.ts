// Where the API posts a member's pushes (decision 0036): a member chooses the endpoint, so only the
// browsers' push services by name, by https on 443, and the push emulator by its exact configured
// origin — never another port, scheme or address of this machine, in any NODE_ENV. The ops port's
// backup, the example an attacker would aim at, is refused as an endpoint, and a subscription stored
// under the older, looser rule is forgotten, never posted to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';
import { deliverMessages } from '../../src/features/messages/deliver.js';
import { notify } from '../../src/features/notifications/notify.js';
import { createPushSender } from '../../src/providers/push/push.js';
import { startPushEmulator, type PushEmulator } from '../../../emulators/src/push/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let emulator: PushEmulator;
/** A server on this machine that counts what reaches it: it stands for the ops port. */
let bystander: Server;
let hits = 0;
let bystanderPort = 0;

beforeAll(async () => {
  emulator = await startPushEmulator();
  bystander = createServer((_req, res) => {
    hits++;
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => bystander.listen(0, '127.0.0.1', resolve));
  bystanderPort = (bystander.address() as AddressInfo).port;
  ctx = await buildTestApp({ PUSH_EMULATOR_URL: emulator.url });
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => bystander.close(resolve));
});

const keys = { publicKey: 'BA'.padEnd(87, 'A'), privateKey: 'A'.repeat(43) };

describe('the endpoints accepted', () => {
  it('only a listed push service by https on 443, or the emulator by its exact origin, in every NODE_ENV', () => {
    const emulatorPort = new URL(emulator.url).port;
    for (const NODE_ENV of ['development', 'test'] as const) {
      const push = createPushSender(parseEnv({ NODE_ENV, PUSH_EMULATOR_URL: emulator.url }), keys);
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com:443/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        `${emulator.url}/push/abc`,
      ])
        expect(push.accepts(endpoint), `${NODE_ENV} ${endpoint}`).toBe(true);
      for (const endpoint of [
        'https://fcm.googleapis.com:22/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'http://fcm.googleapis.com/fcm/send/abc',
        'wss://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com.evil.example/fcm/send/abc',
        'https://push.services.mozilla.com/abc',
        'https://user:pass@fcm.googleapis.com/fcm/send/abc',
        `http://127.0.0.1:${bystanderPort}/backup`,
        `http://localhost:${emulatorPort}/push/abc`,
        `http://[::1]:${emulatorPort}/push/abc`,
        `https://127.0.0.1:${emulatorPort}/push/abc`,
        `http://2130706433:${bystanderPort}/backup`,
        'http://127.0.0.1/push/abc',
        'https://[::1]/push/abc',
        'https://2130706433/push/abc',
        'http://10.0.0.1/push',
      ])
        expect(push.accepts(endpoint), `${NODE_ENV} ${endpoint}`).toBe(false);
    }
    // Without an emulator configured, no address of this machine at all.
    const bare = createPushSender(parseEnv({ NODE_ENV: 'development' }), keys);
    expect(bare.accepts(`${emulator.url}/push/abc`)).toBe(false);
    expect(bare.accepts('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    // Production takes no emulator.
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a'.repeat(32),
        TOKEN_SECRET: 'b'.repeat(32),
        SMS_PROVIDER: 'smsru',
        SMSRU_API_ID: 'id',
        PUSH_EMULATOR_URL: emulator.url,
      }),
    ).toThrow(/PUSH_EMULATOR_URL is refused when NODE_ENV=production/);
  });

  it('a member cannot subscribe the ops port, another loopback port or a push service on another port', async () => {
    const phone = '79005558001';
    await seedMember(ctx.db, { phone });
    const session = await signIn(ctx, phone);
    for (const endpoint of [
      `http://127.0.0.1:${bystanderPort}/backup`,
      `http://[::1]:${bystanderPort}/backup`,
      `http://2130706433:${bystanderPort}/backup`,
      'https://fcm.googleapis.com:22/fcm/send/abc',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: session.headers,
        payload: { endpoint, keys: emulator.subscribe().keys, device: 'Chrome' },
      });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json()).toMatchObject({ code: 'push_endpoint_refused' });
    }
    expect(hits).toBe(0);
  });
});

describe('a subscription stored under the older rule', () => {
  it('is never posted to: the delivery forgets it', async () => {
    const phone = '79005558002';
    const memberId = await seedMember(ctx.db, { phone });
    const { keys: subKeys } = emulator.subscribe();
    await ctx.db.query(
      `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth, device, created_at) VALUES ($1, $2, $3, $4, 'Chrome', $5)`,
      [memberId, `http://127.0.0.1:${bystanderPort}/backup`, subKeys.p256dh, subKeys.auth, ctx.clock.now()],
    );
    await ctx.db.transaction((tx) =>
      notify(tx, {
        memberId,
        category: 'system',
        title: 'Сообщение программы',
        body: 'Проверка доставки.',
        createdAt: ctx.clock.now(),
        message: { kind: 'programme' },
      }),
    );
    await deliverMessages({ ...ctx.app.deps, productName: ctx.app.deps.env.PRODUCT_NAME, log: ctx.app.log });
    for (let i = 0; i < 400; i++) {
      const { rows } = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM message_deliveries WHERE member_id = $1 AND status IN ('pending', 'sending')`,
        [memberId],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(hits).toBe(0);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE member_id = $1', [
      memberId,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});
