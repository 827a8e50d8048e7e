// The ЮKassa emulator's payout card widget and card payouts: the widget's script and form (run here
// against stand-ins for the browser's objects), the synonym the form trades a card number for, a
// payout to a synonym, and the requests ЮKassa refuses — both destinations or none, an unknown
// synonym, a self-employed person paid by SBP, the SBP recipient check's data on a card.
import { randomUUID } from 'node:crypto';
import vm from 'node:vm';
import { EMULATOR_HEADER, PAYOUT_TOKEN_RE } from '@cabinet/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCELLING_CARDS, CANCELLING_PHONES, NETWORK_CANCELLING_CARDS } from '../../../emulators/src/payouts/banks.js';
import { startEmulator, type Emulator, type PayoutObject } from '../../../emulators/src/payouts/server.js';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ settleMs: 10 });
});
afterAll(() => emulator.close());

const SBER_CARD = '2202200000000008';
const SBER = '100000000111';
const base = () => emulator.url.replace(/\/v3$/, '');

async function call(method: string, path: string, body?: unknown, key = randomUUID()) {
  const authorization = `Basic ${Buffer.from(`${emulator.config.agentId}:${emulator.config.secretKey}`).toString('base64')}`;
  const headers = { authorization, 'content-type': 'application/json', 'idempotence-key': key };
  const res = await fetch(`${emulator.url}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function saveCard(cardNumber: string, accountId: string = emulator.config.agentId) {
  const res = await fetch(`${base()}/payouts-data/tokens`, {
    method: 'POST',
    body: JSON.stringify({ account_id: accountId, card_number: cardNumber }),
  });
  expect(res.headers.get(EMULATOR_HEADER)).toBe('1');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const amount = (value = '100.00') => ({ value, currency: 'RUB' });
const toCard = (payout_token: string, value?: string) => ({ amount: amount(value), payout_token, metadata: { t: randomUUID() } });
const toPhone = (phone = '79001234567') => ({ amount: amount(), payout_destination_data: { type: 'sbp', phone, bank_id: SBER } });

async function settled(id: string): Promise<PayoutObject> {
  await vi.waitFor(() => expect(emulator.payouts().find((p) => p.id === id)?.status).not.toBe('pending'));
  return emulator.payouts().find((p) => p.id === id)!;
}

describe('the form’s request for a synonym', () => {
  it('answers a synonym with the card’s first and last digits and bank, never the number', async () => {
    const { status, body } = await saveCard(SBER_CARD);
    expect(status).toBe(200);
    expect(body).toEqual({
      // Of the shape the API takes at the add step (PAYOUT_TOKEN_RE).
      payout_token: expect.stringMatching(PAYOUT_TOKEN_RE),
      first6: '220220',
      last4: '0008',
      issuer_country: 'RU',
      issuer_name: 'Sberbank',
      card_type: 'Mir',
    });
    expect(emulator.cardTokens()).toContainEqual(expect.objectContaining({ token: body.payout_token, pan: SBER_CARD }));
  });

  it('gives the same card a new synonym each time', async () => {
    const [a, b] = [await saveCard('4111111111111111'), await saveCard('4111 1111 1111 1111')];
    expect(a.body.payout_token).not.toBe(b.body.payout_token);
    expect(b.body).toMatchObject({ card_type: 'Visa', issuer_name: 'Bank', last4: '1111' });
  });

  it.each(['4111111111111112', '411111111111116', '41111111111111111111', 'not a card', ''])('refuses %j', async (number) => {
    expect(await saveCard(number)).toEqual({
      status: 400,
      body: expect.objectContaining({ type: 'error', code: 'invalid_request', parameter: 'card_number' }),
    });
  });

  it('refuses another gateway’s widget, whatever the card', async () => {
    const { status, body } = await saveCard(SBER_CARD, '999999');
    expect(status).toBe(401);
    expect(body).toMatchObject({ type: 'error', code: 'invalid_credentials' });
  });

  it('issues a synonym to a test without a browser, and refuses it a wrong number', () => {
    expect(emulator.issueCardToken('5555555555554444')).toMatchObject({ card_type: 'MasterCard', first6: '555555' });
    expect(() => emulator.issueCardToken('5555555555554445')).toThrow();
  });
});

describe('a payout to a card', () => {
  it('succeeds to the card the synonym stands for and shows it as ЮKassa does', async () => {
    const token = emulator.issueCardToken(SBER_CARD).payout_token;
    const balance = emulator.config.balance;
    const made = await call('POST', '/payouts', toCard(token, '250.00'));
    expect(made.status).toBe(200);
    const p = await settled(made.body.id as string);
    expect(p).toMatchObject({ status: 'succeeded', amount: amount('250.00') });
    expect(p.payout_destination).toEqual({
      type: 'bank_card',
      card: { first6: '220220', last4: '0008', card_type: 'Mir', issuer_country: 'RU', issuer_name: 'Sberbank' },
    });
    expect(JSON.stringify(p)).not.toContain(SBER_CARD);
    expect(emulator.config.balance).toBe(balance - 250_00);
  });

  it.each(Object.entries(CANCELLING_CARDS))('is cancelled for card %s: %s', async (card, reason) => {
    const made = await call('POST', '/payouts', toCard(emulator.issueCardToken(card).payout_token));
    const p = await settled(made.body.id as string);
    expect(p.status).toBe('canceled');
    expect(p.cancellation_details?.reason).toBe(reason);
  });

  it('is refused by the card’s bank for the network’s card', async () => {
    const [card, reason] = Object.entries(NETWORK_CANCELLING_CARDS)[0]!;
    const made = await call('POST', '/payouts', toCard(emulator.issueCardToken(card).payout_token));
    expect((await settled(made.body.id as string)).cancellation_details).toEqual({ party: 'payment_network', reason });
  });

  it('keeps the one-time limit', async () => {
    const made = await call('POST', '/payouts', toCard(emulator.issueCardToken(SBER_CARD).payout_token, '500000.01'));
    expect((await settled(made.body.id as string)).cancellation_details?.reason).toBe('one_time_limit_exceeded');
  });

  it('answers a repeat with the same key with the same payout', async () => {
    const body = toCard(emulator.issueCardToken(SBER_CARD).payout_token);
    const key = randomUUID();
    const [a, b] = [await call('POST', '/payouts', body, key), await call('POST', '/payouts', body, key)];
    expect(b.body.id).toBe(a.body.id);
  });
});

describe('requests ЮKassa refuses', () => {
  const refused = (parameter: string) => ({
    status: 400,
    body: expect.objectContaining({ type: 'error', code: 'invalid_request', parameter }),
  });

  it('both destinations, or none', async () => {
    const token = emulator.issueCardToken(SBER_CARD).payout_token;
    expect(await call('POST', '/payouts', { ...toPhone(), ...toCard(token) })).toEqual(refused('payout_token'));
    expect(await call('POST', '/payouts', { amount: amount() })).toEqual(refused('payout_destination_data'));
  });

  it('a synonym never issued, though of the widget’s shape', async () => {
    const unknown = `pt-${randomUUID()}`;
    expect(unknown).toMatch(PAYOUT_TOKEN_RE);
    const before = emulator.payouts().length;
    expect(await call('POST', '/payouts', toCard(unknown))).toEqual(refused('payout_token'));
    expect(emulator.payouts()).toHaveLength(before);
  });

  it.each([
    42,
    '',
    'pt-unknown',
    'pt-00000000 0000 0000 0000 000000000000',
    'синоним-карты-1234567890',
    '<b>pt-0000000000000000</b>',
  ])('a synonym not of the widget’s shape: %j', async (token) => {
    const before = emulator.payouts().length;
    expect(await call('POST', '/payouts', { amount: amount(), payout_token: token })).toEqual(refused('payout_token'));
    expect(emulator.payouts()).toHaveLength(before);
  });

  it('a self-employed person paid by SBP, though to a card they are paid', async () => {
    const se = await call('POST', '/self_employed', { itn: '771234567890', confirmation: { type: 'redirect' } });
    emulator.selfEmployed.setStatus(se.body.id as string, 'confirmed');
    const asSelfEmployed = { self_employed: { id: se.body.id }, receipt_data: { service_name: 'Вознаграждение' } };
    expect(await call('POST', '/payouts', { ...toPhone(), ...asSelfEmployed })).toEqual(refused('payout_destination_data'));
    const token = emulator.issueCardToken(SBER_CARD).payout_token;
    const made = await call('POST', '/payouts', { ...toCard(token), ...asSelfEmployed });
    expect(made.status).toBe(200);
    expect((await settled(made.body.id as string)).receipt).toMatchObject({ npd_receipt_id: expect.any(String) });
  });

  it('the SBP recipient check’s data on a card payout', async () => {
    const pd = await call('POST', '/personal_data', { type: 'sbp_payout_recipient', last_name: 'Иванова', first_name: 'Анна' });
    const token = emulator.issueCardToken(SBER_CARD).payout_token;
    const withData = { ...toCard(token), personal_data: [{ id: pd.body.id }] };
    expect(await call('POST', '/payouts', withData)).toEqual(refused('personal_data'));
  });
});

describe('SBP payouts, as before', () => {
  it('succeed to the phone and bank, and a listed phone is cancelled', async () => {
    const ok = await call('POST', '/payouts', toPhone());
    expect((await settled(ok.body.id as string)).payout_destination).toEqual({
      type: 'sbp',
      phone: '79001234567',
      bank_id: SBER,
      recipient_checked: false,
    });
    const [phone, reason] = Object.entries(CANCELLING_PHONES)[0]!;
    const no = await call('POST', '/payouts', toPhone(phone));
    expect((await settled(no.body.id as string)).cancellation_details?.reason).toBe(reason);
  });

  it('check the recipient by the name saved for it', async () => {
    emulator.config.holders['79001112233'] = 'Иванова Анна';
    const pd = await call('POST', '/personal_data', { type: 'sbp_payout_recipient', last_name: 'иванова', first_name: 'Анна' });
    const made = await call('POST', '/payouts', { ...toPhone('79001112233'), personal_data: [{ id: pd.body.id }] });
    expect((await settled(made.body.id as string)).payout_destination).toMatchObject({ recipient_checked: true });
    expect(emulator.payouts().find((p) => p.id === made.body.id)?.status).toBe('succeeded');
  });
});

/** Runs a script of the widget against stand-ins for the browser objects it touches. */
function run(code: string, globals: Record<string, unknown>) {
  vm.runInNewContext(code, { URL, Promise, Error, TypeError, ...globals });
}
/** An element whose listeners the test calls itself (`on.load()`, `on.submit(event)`). */
const element = <T extends object>(extra: T) => {
  const on: Record<string, (e?: unknown) => void> = {};
  return { on, addEventListener: (type: string, fn: (e?: unknown) => void) => (on[type] = fn), ...extra };
};

describe('the widget in a page', () => {
  it('serves its script and form with their content types', async () => {
    const script = await fetch(`${base()}/payouts-data/3.1.0/widget.js`);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(script.headers.get(EMULATOR_HEADER)).toBe('1');
    const form = await fetch(`${base()}/payouts-data/3.1.0/form?account_id=${emulator.config.agentId}`);
    expect(form.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await form.text();
    expect(html).toContain('Номер карты');
    expect(html).toMatch(/inputmode="numeric" autocomplete="cc-number"/);
    expect(html).toContain('Сохранить карту');
    const other = await (await fetch(`${base()}/payouts-data/3.1.0/form?account_id=1`)).text();
    expect(other).toContain('Виджет не настроен: неизвестный account_id');
    expect(other).not.toContain('Номер карты');
  });

  it('frames the form, passes on only the frame’s messages, and stops at clearListeners', async () => {
    const code = await (await fetch(`${base()}/payouts-data/3.1.0/widget.js`)).text();
    const listeners = new Set<(e: unknown) => void>();
    const frameWindow = {};
    const frame = element({ style: {}, contentWindow: frameWindow });
    const children: unknown[] = [];
    const container = { firstChild: null, appendChild: (c: unknown) => children.push(c) };
    const win: Record<string, unknown> = {
      addEventListener: (_: string, fn: (e: unknown) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (e: unknown) => void) => listeners.delete(fn),
    };
    const document = {
      currentScript: { src: `${base()}/payouts-data/3.1.0/widget.js` },
      getElementById: (id: string) => (id === 'payout-form' ? container : null),
      createElement: () => frame,
    };
    run(code, { window: win, document, location: { href: 'http://merchant.test/' } });
    const success = vi.fn();
    const error = vi.fn();
    const PayoutsData = win.PayoutsData as new (o: unknown) => { render(id: string): Promise<void>; clearListeners(): void };
    const widget = new PayoutsData({ type: 'payout', account_id: '505050', success_callback: success, error_callback: error });
    await expect(widget.render('missing')).rejects.toThrow();
    const shown = widget.render('payout-form');
    expect(children).toEqual([frame]);
    expect(frame).toMatchObject({ src: `${base()}/payouts-data/3.1.0/form?account_id=505050`, title: 'Данные карты для выплат' });
    frame.on.load!();
    await shown;
    const post = (data: unknown, source: unknown = frameWindow, origin = base()) =>
      listeners.forEach((fn) => fn({ data, source, origin }));
    const data = { payout_token: 'pt-1', first6: '220220', last4: '0008' };
    post({ source: 'payouts-data', type: 'success', data }, {});
    post({ source: 'payouts-data', type: 'success', data }, frameWindow, 'http://evil.test');
    expect(success).not.toHaveBeenCalled();
    post({ source: 'payouts-data', type: 'success', data });
    post({ source: 'payouts-data', type: 'error', error: { code: 'x', message: 'y' } });
    expect(success).toHaveBeenCalledWith(data);
    expect(error).toHaveBeenCalledWith({ code: 'x', message: 'y' });
    widget.clearListeners();
    expect(listeners.size).toBe(0);
  });

  it('the form checks the number, saves it and tells the page', async () => {
    const html = await (await fetch(`${base()}/payouts-data/3.1.0/form?account_id=${emulator.config.agentId}`)).text();
    const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const calls = Object.fromEntries(['setSelectionRange', 'setAttribute', 'removeAttribute', 'focus'].map((m) => [m, () => {}]));
    const input = element({ value: '', selectionStart: 0, ...calls });
    const button = { disabled: false };
    const form = element({ querySelector: () => button });
    const texts = { 'card-error': { textContent: '' }, 'card-done': { textContent: '' } };
    const byId: Record<string, unknown> = { 'card-form': form, card: input, ...texts };
    const posted: unknown[] = [];
    const parent = { postMessage: (m: unknown, target: string) => posted.push([m, target]) };
    const page = vi.fn((path: string, init: RequestInit) => fetch(`${base()}${path}`, init));
    run(code, { document: { getElementById: (id: string) => byId[id] }, window: { parent }, fetch: page });
    input.value = '2202200000000009';
    input.on.input!();
    expect(input.value).toBe('2202 2000 0000 0009');
    form.on.submit!({ preventDefault: () => {} });
    expect(texts['card-error'].textContent).toBe('Проверьте номер карты');
    expect(page).not.toHaveBeenCalled();
    input.value = '2202 2000 0000 0008';
    form.on.submit!({ preventDefault: () => {} });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toMatchObject([[{ source: 'payouts-data', type: 'success', data: { last4: '0008' } }, '*']]);
    expect(texts['card-done'].textContent).toContain('0008');
  });
});
