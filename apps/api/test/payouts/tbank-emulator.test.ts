// The T-Bank emulator refuses what the bank documents refusing (decision 0057): a call without the
// bearer token, more than the method's one request a second, a correlationId reused with another
// body, a registry read back within ten minutes, a bind without its Idempotency-Key; paying a
// registry that is not signed, signing one twice, paying one twice; a person not ACTIVE in the
// company's project is left out of the registry with the reason; the secured host's methods
// without the client certificate (mTLS).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, TBANK_MTLS_FIXTURES, type Emulator } from '../../../emulators/src/payouts/server.js';
import { onlySecured } from '../../../emulators/src/tbank/mtls.js';
import { completePersonInn } from '@cabinet/contracts';

let emulator: Emulator;
let base: string;
const TOKEN = 'tbank_emulator_token';
const API = '/api/v1/self-employed/payment-registry';

beforeAll(async () => {
  // No rate here unless a test asks for it: the refusals are the point, not the pace.
  emulator = await startEmulator({ tbank: { requestsPerSecond: 0, readIntervalMs: 600_000 } });
  base = emulator.tbankUrl;
});
afterAll(() => emulator.close());

/** The client certificate and the CA the emulator's secured host trusts and is signed by. */
const tls = {
  cert: readFileSync(TBANK_MTLS_FIXTURES.clientCert),
  key: readFileSync(TBANK_MTLS_FIXTURES.clientKey),
  ca: readFileSync(TBANK_MTLS_FIXTURES.ca),
};

/** A call over mTLS to the secured host; `withCert` false: without the client certificate. */
function securedCall(method: string, path: string, body: unknown, headers: Record<string, string>, withCert = true) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      `${emulator.tbankSecuredUrl}${path}`,
      { method, headers, ca: tls.ca, ...(withCert ? { cert: tls.cert, key: tls.key } : {}) },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A call as the adapter makes it: the secured host's methods over mTLS, the rest to the Open API's host. */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const all = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers };
  if (onlySecured(`/tbank${path.split('?')[0]}`)) return securedCall(method, path, body, all);
  const res = await fetch(`${base}${path}`, {
    method,
    headers: all,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let n = 0;
const inn = () => completePersonInn(`5009${String(++n).padStart(6, '0')}`);
const payment = (number: number, personInn: string, accountNumber = '40817810500001234567') => ({
  number,
  sum: 100.5,
  paymentPurpose: 'Агентские услуги',
  accountNumber,
  bik: '044525974',
  selfEmployedInfo: { inn: personInn, lastName: 'Иванов', firstName: 'Иван' },
});

async function step(name: string, body: Record<string, unknown>) {
  const correlationId = randomUUID();
  const sent = await call('POST', `${API}/${name}`, { correlationId, ...body });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const result =
    name === 'pay'
      ? await call('POST', `${API}/pay/result`, { correlationId })
      : await call('GET', `${API}/${name}/result?correlationId=${correlationId}`);
  return { correlationId, result: result.body };
}

async function activeRegistry(): Promise<number> {
  const person = inn();
  emulator.tbank.setTaxpayer(person, 'ACTIVE');
  const { result } = await step('create', { registryCreateType: 'IGNORE_ERRORS', payments: [payment(1, person)] });
  expect(result).toMatchObject({ status: 'CREATED', errors: [] });
  return result.paymentRegistryId as number;
}

describe('the T-Bank emulator refuses what the bank refuses', () => {
  it('a call without the token', async () => {
    const res = await fetch(`${base}${API}/create/result?correlationId=${randomUUID()}`);
    expect(res.status).toBe(401);
  });

  it('paying a registry not signed, signing twice and paying twice', async () => {
    const id = await activeRegistry();
    expect((await step('pay', { paymentRegistryId: id })).result).toMatchObject({
      status: 'ERROR',
      errorCode: 'REGISTRY_NOT_SIGNED',
    });
    expect((await step('submit', { paymentRegistryId: id })).result).toMatchObject({ status: 'SUCCESS' });
    expect((await step('submit', { paymentRegistryId: id })).result).toMatchObject({
      status: 'ERROR',
      errorCode: 'REGISTRY_ALREADY_SIGNED',
    });
    expect((await step('pay', { paymentRegistryId: id })).result).toMatchObject({ status: 'SUCCESS' });
    expect((await step('pay', { paymentRegistryId: id })).result).toMatchObject({
      status: 'ERROR',
      errorCode: 'REGISTRY_ALREADY_PAID',
    });
    expect(emulator.tbank.registries().find((r) => r.id === id)).toMatchObject({ status: 'EXECUTED' });
  });

  it('a person not ACTIVE in the project, left out with the reason; a registry of nobody is not created', async () => {
    const active = inn();
    emulator.tbank.setTaxpayer(active, 'ACTIVE');
    const pending = inn();
    emulator.tbank.setTaxpayer(pending, 'NEW');
    const { result } = await step('create', {
      registryCreateType: 'IGNORE_ERRORS',
      payments: [payment(1, active), payment(2, pending)],
    });
    expect(result).toMatchObject({ status: 'CREATED', errors: [{ number: 2, errorCode: 'SELF_EMPLOYED_NOT_ACTIVE' }] });
    const failing = await step('create', {
      registryCreateType: 'FAIL_ERRORS',
      payments: [payment(1, active), payment(2, pending)],
    });
    expect(failing.result).toMatchObject({ status: 'ERROR' });
    expect(failing.result.paymentRegistryId).toBeUndefined();
    // An account whose control key does not match the БИК.
    const typo = await step('create', { payments: [payment(1, active, '40817810500001234568')] });
    expect(typo.result).toMatchObject({ status: 'ERROR', errors: [{ number: 1, errorCode: 'INVALID_REQUISITES' }] });
  });

  it('a correlationId reused with another body; the same body again does nothing twice', async () => {
    const person = inn();
    emulator.tbank.setTaxpayer(person, 'ACTIVE');
    const body = { correlationId: randomUUID(), payments: [payment(1, person)] };
    expect((await call('POST', `${API}/create`, body)).status).toBe(200);
    const before = emulator.tbank.registries().length;
    expect((await call('POST', `${API}/create`, body)).status).toBe(200);
    expect(emulator.tbank.registries()).toHaveLength(before);
    const other = await call('POST', `${API}/create`, { ...body, payments: [payment(2, person)] });
    expect(other).toMatchObject({ status: 422, body: { errorCode: 'CORRELATION_ID_ALREADY_USED' } });
    expect((await call('GET', `${API}/create/result?correlationId=${randomUUID()}`)).status).toBe(404);
  });

  it('a malformed registry, before anything is made', async () => {
    expect((await call('POST', `${API}/create`, { correlationId: 'not-a-uuid', payments: [] })).status).toBe(400);
    const bad = await call('POST', `${API}/create`, {
      correlationId: randomUUID(),
      payments: [{ ...payment(1, inn()), sum: 1.005 }],
    });
    expect(bad.status).toBe(400);
  });

  it('a registry read back within ten minutes', async () => {
    const id = await activeRegistry();
    expect((await call('GET', `${API}/${id}`)).status).toBe(200);
    expect(await call('GET', `${API}/${id}`)).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
  });

  it('a bind without its Idempotency-Key, or the key reused with another person', async () => {
    const person = inn();
    const path = `/api/v1/self-employed/taxpayers/${person}/bind`;
    const names = { lastName: 'Иванов', firstName: 'Иван' };
    expect((await call('POST', path, names)).status).toBe(400);
    const key = randomUUID();
    expect((await call('POST', path, names, { 'idempotency-key': key })).status).toBe(200);
    expect((await call('GET', `/api/v2/self-employed/taxpayers/${person}/status`)).body).toMatchObject({ status: 'NEW' });
    expect((await call('POST', path, { ...names, firstName: 'Пётр' }, { 'idempotency-key': key })).status).toBe(422);
  });

  it('more than one request a second to a method', async () => {
    emulator.tbank.config.requestsPerSecond = 1;
    try {
      const ask = () => call('GET', `${API}/submit/result?correlationId=${randomUUID()}`);
      const answers = await Promise.all([ask(), ask(), ask()]);
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(1);
    } finally {
      emulator.tbank.config.requestsPerSecond = 0;
    }
  });

  it('the secured host’s methods without the client certificate', async () => {
    const id = await activeRegistry();
    const body = { correlationId: randomUUID(), paymentRegistryId: id };
    // On the Open API's host: refused, nothing signed.
    const plain = await fetch(`${base}${API}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(plain.status).toBe(403);
    expect(await plain.json()).toMatchObject({ errorCode: 'MTLS_REQUIRED' });
    // On the secured host without a certificate: the handshake itself is refused.
    await expect(
      securedCall('POST', `${API}/submit`, body, { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, false),
    ).rejects.toThrow();
    expect(emulator.tbank.registries().find((r) => r.id === id)).toMatchObject({ status: 'DRAFT' });
  });
});
