// Where a webhook may not go (docs/webhooks.md), with WEBHOOK_ALLOW_PRIVATE_TARGETS off as in
// production: plain http, and any address of this machine or of a private, link-local or other
// non-public network — as an IP, or as a name that resolves to one. Checked when the endpoint is
// saved and again before every attempt: a name that turns to 127.0.0.1 after it was saved (DNS
// rebinding) is refused with no connection made.
import { beforeAll, describe, expect, it } from 'vitest';
import { systemResolver } from '../../src/lib/resolve-host.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';
import { createEndpoint, settled, startConnectionCounter, webhooks } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
/** What this test's DNS answers for its own names; every other name is the system's. */
const dns = new Map<string, string[]>([
  ['crm.example.test', ['93.184.215.14']],
  ['mixed.example.test', ['93.184.215.14', '10.1.2.3']],
  ['metadata.example.test', ['169.254.169.254']],
  ['v6.example.test', ['2a00:1450:4010:c05::8a', 'fd00::7']],
]);

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      resolveHost: async (host) => {
        if (host === 'nowhere.example.test')
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        return dns.get(host) ?? systemResolver(host);
      },
    },
  );
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
});

const ONLY_OUTSIDE = 'вебхуки отправляются только во внешнюю сеть';

describe('registering an endpoint with the private targets refused', () => {
  it.each([
    ['http://crm.example.test/hooks', 'Нужен адрес https://: события несут данные участников и подписаны секретом'],
    ['https://127.0.0.1/hooks', `Адрес 127.0.0.1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`],
    ['https://127.1/hooks', `Адрес 127.0.0.1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`],
    ['https://2130706433/hooks', `Адрес 127.0.0.1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`],
    ['https://10.0.0.1/hooks', `Адрес 10.0.0.1 — частная сеть: ${ONLY_OUTSIDE}`],
    ['https://192.168.1.10:8443/hooks', `Адрес 192.168.1.10 — частная сеть: ${ONLY_OUTSIDE}`],
    ['https://169.254.169.254/latest/meta-data', `Адрес 169.254.169.254 — локальный сегмент (link-local): ${ONLY_OUTSIDE}`],
    ['https://100.64.0.1/hooks', `Адрес 100.64.0.1 — сеть оператора связи (CGNAT): ${ONLY_OUTSIDE}`],
    ['https://0.0.0.0/hooks', `Адрес 0.0.0.0 — неопределённый адрес: ${ONLY_OUTSIDE}`],
    ['https://[::1]/hooks', `Адрес ::1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`],
    ['https://[::ffff:127.0.0.1]/hooks', `Адрес ::ffff:7f00:1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`],
    ['https://[fe80::1]/hooks', `Адрес fe80::1 — локальный сегмент (link-local): ${ONLY_OUTSIDE}`],
    ['https://[fd12::1]/hooks', `Адрес fd12::1 — частная сеть IPv6: ${ONLY_OUTSIDE}`],
    ['https://mixed.example.test/hooks', `Имя mixed.example.test указывает на 10.1.2.3 — частная сеть: ${ONLY_OUTSIDE}`],
    [
      'https://metadata.example.test/hooks',
      `Имя metadata.example.test указывает на 169.254.169.254 — локальный сегмент (link-local): ${ONLY_OUTSIDE}`,
    ],
    ['https://v6.example.test/hooks', `Имя v6.example.test указывает на fd00::7 — частная сеть IPv6: ${ONLY_OUTSIDE}`],
    ['https://nowhere.example.test/hooks', 'Имя nowhere.example.test не найдено в DNS'],
  ])('refuses %s', async (url, reason) => {
    const res = await webhooks.create(ctx, admin, { url, events: ['payout.paid'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'webhook_url_refused',
      message: 'Этот адрес нельзя использовать для вебхуков: нужен https-адрес во внешней сети',
      fields: { url: reason },
    });
  });

  it('refuses a name the system resolves to this machine: localhost', async () => {
    const res = await webhooks.create(ctx, admin, { url: 'https://localhost:8443/hooks', events: ['payout.paid'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.url).toMatch(
      /^Имя localhost указывает на (127\.0\.0\.1|::1) — этот же сервер \(loopback\): вебхуки отправляются только во внешнюю сеть$/,
    );
  });

  it('takes an https name with public addresses only, and refuses to move it inside', async () => {
    const { endpoint } = await createEndpoint(ctx, admin, { url: 'https://crm.example.test/hooks', events: ['payout.paid'] });
    const moved = await webhooks.update(ctx, admin, endpoint.id, { url: 'https://10.0.0.1/hooks' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().fields).toEqual({ url: `Адрес 10.0.0.1 — частная сеть: ${ONLY_OUTSIDE}` });
    const { rows } = await ctx.db.query<{ url: string }>('SELECT url FROM webhook_endpoints WHERE id = $1', [endpoint.id]);
    expect(rows[0]!.url).toBe('https://crm.example.test/hooks');
  });
});

describe('an attempt to a name that has come to resolve to 127.0.0.1 (DNS rebinding)', () => {
  it('is refused before any connection, and recorded', async () => {
    const listener = await startConnectionCounter();
    dns.set('rebind.example.test', ['93.184.215.14']);
    const { endpoint } = await createEndpoint(ctx, admin, {
      url: `https://rebind.example.test:${listener.port}/hooks`,
      events: ['payout.paid'],
    });
    // Saved while it answered a public address; now it answers this machine's.
    dns.set('rebind.example.test', ['127.0.0.1']);
    const res = await webhooks.test(ctx, admin, endpoint.id);
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json().id as string;

    const tried = await settled(ctx, admin, endpoint.id, messageId, (d) => d.attempts.length > 0);
    expect(tried.status).toBe('pending');
    expect(tried.attempts).toEqual([
      {
        at: expect.any(String),
        httpStatus: null,
        error: `Имя rebind.example.test указывает на 127.0.0.1 — этот же сервер (loopback): ${ONLY_OUTSIDE}`,
        durationMs: 0,
        response: '',
      },
    ]);
    expect(listener.connections()).toBe(0);
  });
});
