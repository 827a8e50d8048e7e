// A stand-in for ЮKassa Payouts (decision 0031), speaking the documented subset the adapter uses:
// POST /v3/payouts (Idempotence-Key), GET /v3/payouts/{id}, GET /v3/payouts (a list), GET /v3/payouts/search
// (by metadata),
// GET /v3/sbp_banks, GET /v3/me, POST /v3/personal_data, and `payout.succeeded` /
// `payout.canceled` notifications to a configured address; POST and GET /v3/self_employed with the
// «Мой налог» page where the person grants the rights, and the receipt of each payout to a
// self-employed person (decision 0034); the public ФНС status check (`npd-status.ts`) and ФНС's ЕГРИП search (`egrip.ts`, decision 0043). Its behaviour — delays, failures,
// cancellation reasons, the recipient check, the balance — is set at start and through
// `/emulator/*` (tests, the demo). `npm start` runs it as the demo provider; production refuses it.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMULATOR_HEADER, kopecksToValue, valueToKopecks } from '@cabinet/contracts';
import { CANCELLING_PHONES, EMULATED_BANKS, NETWORK_CANCELLING_PHONES } from './banks.js';
import { createNpdStatusEmulator, NPD_STATUS_PREFIX, type NpdStatusEmulator } from './npd-status.js';
import { createEgripEmulator, EGRIP_PREFIX, type EgripEmulator, type EmulatedEntrepreneur } from './egrip.js';
import { createSelfEmployedEmulator, type SelfEmployedEmulator, type SelfEmployedObject } from './self-employed.js';

export type EmulatedOperation =
  'create' | 'get' | 'list' | 'search' | 'banks' | 'me' | 'personal_data' | 'self_employed_create' | 'self_employed_get';

/** A failure the next requests of an operation meet. */
export interface Fault {
  op: EmulatedOperation;
  /** Answer this status (500, 503, 429, 400…) instead of the real answer. */
  status?: number;
  /** Hold the answer this long (longer than the client's timeout: a timeout). */
  hangMs?: number;
  /** Do the work (make the payout) before failing: the caller cannot know it was made. */
  afterWork?: boolean;
  /** How many requests meet it (1 by default). */
  times?: number;
}

export interface EmulatorConfig {
  agentId: string;
  secretKey: string;
  /** Where notifications go; none when unset. */
  webhookUrl?: string;
  /** How long every answer takes, ms. */
  responseDelayMs: number;
  /** How long a payout stays `pending` before its final status, ms. */
  settleMs: number;
  /** More requests than this in one second are answered 429. 0: no limit. */
  requestsPerSecond: number;
  /** The payout balance, kopecks. */
  balance: number;
  /** Each notification is sent this many times (duplicates). */
  webhookCopies: number;
  /** Phone → a cancellation reason (the demo's phones by default). */
  cancelPhones: Record<string, string>;
  /** Phone → a cancellation reason given by the recipient's side (`party` external), not by ЮKassa. */
  networkCancelPhones: Record<string, string>;
  /** Phone → the account holder's «Фамилия Имя Отчество» that НСПК would answer, for the recipient check. */
  holders: Record<string, string>;
  /** The bank list is away (`GET /v3/sbp_banks` answers 503). */
  banksDown: boolean;
  /** ИНН that ФНС answers are not self-employed (and whose self-employed object is `unregistered`). */
  npdInactiveInns: string[];
  /** More public ФНС status checks than this in a minute are refused as ФНС does. 0: no limit. */
  npdChecksPerMinute: number;
  /** How long the ФНС status check takes to answer, ms. */
  npdResponseDelayMs: number;
  /** ФНС's ЕГРИП search (decision 0043): the entrepreneurs registered, by ИНН. */
  egripEntrepreneurs: Record<string, EmulatedEntrepreneur>;
  /** More ЕГРИП searches than this in a minute are answered with a captcha. 0: no limit. */
  egripSearchesPerMinute: number;
  /**
   * How long after a self-employed payout succeeds its receipt is registered, ms. 0: with the
   * payout; until then the payout's `receipt` has no `npd_receipt_id` or `url` (decision 0034).
   */
  receiptDelayMs: number;
  /**
   * How long an idempotence key is kept, ms (ЮKassa: 24 hours). Within it a repeat with the same
   * body answers the payout made, with another body 400; past it the key is forgotten and a repeat
   * makes a new payout — which is why retries stop well before.
   */
  keyLifetimeMs: number;
}

export interface PayoutObject {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: 'RUB' };
  payout_destination: { type: 'sbp'; phone: string; bank_id: string; recipient_checked: boolean };
  description?: string;
  created_at: string;
  succeeded_at?: string;
  metadata?: Record<string, string>;
  cancellation_details?: { party: 'yoo_money' | 'payment_network'; reason: string };
  self_employed?: { id: string };
  receipt?: { service_name: string; npd_receipt_id?: string; url?: string; amount: { value: string; currency: 'RUB' } };
  test: boolean;
}

const ONE_TIME_LIMIT = 500_000_00;
const MIN_PAYOUT = 1_00;

export interface Emulator {
  /** The API's base, `http://127.0.0.1:PORT/v3`. */
  url: string;
  config: EmulatorConfig;
  payouts(): PayoutObject[];
  /** How many create requests arrived (retries included). */
  createRequests(): number;
  fault(f: Fault): void;
  /** Changes a payout behind the API's back (reconciliation tests plant differences this way). */
  tamper(id: string, patch: Partial<PayoutObject>): void;
  /** The self-employed objects and the ФНС status check (decision 0034). */
  selfEmployed: SelfEmployedEmulator;
  npdStatus: NpdStatusEmulator;
  egrip: EgripEmulator;
  /** Sends the payout's notification now, as it is (tests send duplicates and late ones). */
  notify(id: string): Promise<void>;
  /** Registers now the receipts `receiptDelayMs` still holds back; answers how many. */
  registerDelayedReceipts(): number;
  close(): Promise<void>;
}

export const DEFAULT_EMULATOR_CONFIG: EmulatorConfig = {
  agentId: '505050',
  secretKey: 'test_emulator_secret_key',
  responseDelayMs: 0,
  settleMs: 500,
  requestsPerSecond: 0,
  balance: 10_000_000_00,
  webhookCopies: 1,
  cancelPhones: { ...CANCELLING_PHONES },
  networkCancelPhones: { ...NETWORK_CANCELLING_PHONES },
  holders: {},
  banksDown: false,
  npdInactiveInns: [],
  npdChecksPerMinute: 0,
  npdResponseDelayMs: 0,
  egripEntrepreneurs: {},
  egripSearchesPerMinute: 0,
  receiptDelayMs: 0,
  keyLifetimeMs: 24 * 3_600_000,
};

/** ЮKassa's «Поиск выплат» answers payouts created in the last 3 months. */
const SEARCH_WINDOW_MS = 92 * 86_400_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const normalName = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

export async function startEmulator(opts: Partial<EmulatorConfig> & { port?: number; host?: string } = {}): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', ...rest } = opts;
  const config: EmulatorConfig = { ...DEFAULT_EMULATOR_CONFIG, ...rest };
  const payouts = new Map<string, PayoutObject>();
  const byKey = new Map<string, { id: string; body: string; at: number }>();
  const personal = new Map<string, { id: string; name: string; body?: string }>();
  /** A key still kept, or undefined once its lifetime is over (then forgotten). */
  const keptKey = (key: string) => {
    const seen = byKey.get(key);
    if (seen && Date.now() - seen.at > config.keyLifetimeMs) byKey.delete(key);
    return byKey.get(key);
  };
  const faults: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let creates = 0;
  let window = { second: 0, count: 0 };
  let closing = false;
  // Known once the server listens: the pages this emulator links to (the «Мой налог» consent, receipts).
  let origin = '';
  const selfEmployed = createSelfEmployedEmulator(config, () => origin);
  const npdStatus = createNpdStatusEmulator(config);
  const egrip = createEgripEmulator(config);
  const delayedReceipts = new Set<PayoutObject>();

  /** ЮKassa registers the receipt in «Мой налог» on the person's behalf; the payout then carries it. */
  function registerReceipt(p: PayoutObject): void {
    delayedReceipts.delete(p);
    if (p.self_employed && p.receipt && !p.receipt.npd_receipt_id)
      Object.assign(p.receipt, selfEmployed.registerReceipt(p.self_employed.id, p.receipt));
  }
  function registerDelayedReceipts(): number {
    const held = [...delayedReceipts];
    held.forEach(registerReceipt);
    return held.length;
  }

  function takeFault(op: EmulatedOperation): Fault | undefined {
    const i = faults.findIndex((f) => f.op === op);
    if (i < 0) return undefined;
    const f = faults[i]!;
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) faults.splice(i, 1);
    return f;
  }

  async function sendNotification(p: PayoutObject): Promise<void> {
    if (!config.webhookUrl || p.status === 'pending') return;
    const body = JSON.stringify({ type: 'notification', event: `payout.${p.status}`, object: p });
    for (let copy = 0; copy < config.webhookCopies; copy++) {
      // ЮKassa repeats a notification that was not answered 200; a few tries are enough here.
      for (let attempt = 0; attempt < 5 && !closing; attempt++) {
        try {
          const res = await fetch(config.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          if (res.ok) break;
        } catch {
          // The API is away: try again in a moment.
        }
        await pause(1000 * (attempt + 1));
      }
    }
  }

  function settle(p: PayoutObject, personalName: string | undefined): void {
    const amount = valueToKopecks(p.amount.value);
    const phone = p.payout_destination.phone;
    const holder = config.holders[phone];
    const byNetwork = config.networkCancelPhones[phone];
    let reason: string | undefined = byNetwork ?? config.cancelPhones[phone];
    if (!reason && amount > ONE_TIME_LIMIT) reason = 'one_time_limit_exceeded';
    if (!reason && personalName && holder) {
      p.payout_destination.recipient_checked = true;
      if (normalName(holder) !== normalName(personalName)) reason = 'recipient_check_failed';
    }
    if (!reason && amount > config.balance) reason = 'insufficient_funds';
    if (reason) {
      p.status = 'canceled';
      p.cancellation_details = {
        party:
          byNetwork || ['rejected_by_payee', 'issuer_unavailable', 'recipient_not_found'].includes(reason)
            ? 'payment_network'
            : 'yoo_money',
        reason,
      };
    } else {
      config.balance -= amount;
      p.status = 'succeeded';
      p.succeeded_at = new Date().toISOString();
      // The receipt comes with the payout, or (as ЮKassa may) later: the payout is read again for it.
      if (p.self_employed && p.receipt && config.receiptDelayMs > 0) {
        delayedReceipts.add(p);
        const timer = setTimeout(() => {
          timers.delete(timer);
          registerReceipt(p);
        }, config.receiptDelayMs);
        timers.add(timer);
      } else registerReceipt(p);
    }
    void sendNotification(p);
  }

  function createPayout(body: Record<string, unknown>): { status: number; answer: unknown } {
    const amount = body.amount as { value?: string; currency?: string } | undefined;
    const dest = body.payout_destination_data as { type?: string; phone?: string; bank_id?: string } | undefined;
    let kopecks: number;
    try {
      kopecks = valueToKopecks(amount?.value ?? '');
    } catch {
      return {
        status: 400,
        answer: { type: 'error', code: 'invalid_request', description: 'amount.value', parameter: 'amount.value' },
      };
    }
    if (amount?.currency !== 'RUB' || kopecks < MIN_PAYOUT) {
      return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'amount', parameter: 'amount' } };
    }
    if (dest?.type !== 'sbp' || !/^7\d{10}$/.test(dest.phone ?? '') || !EMULATED_BANKS.some((b) => b.bank_id === dest.bank_id)) {
      return {
        status: 400,
        answer: {
          type: 'error',
          code: 'invalid_request',
          description: 'payout_destination_data',
          parameter: 'payout_destination_data',
        },
      };
    }
    const personalIds = (body.personal_data as { id: string }[] | undefined) ?? [];
    const personalName = personalIds.map((p) => personal.get(p.id)?.name).find(Boolean);
    if (personalIds.length > 0 && !personalName) {
      return {
        status: 400,
        answer: { type: 'error', code: 'invalid_request', description: 'personal_data', parameter: 'personal_data' },
      };
    }
    const se = body.self_employed as { id?: string } | undefined;
    const receiptData = body.receipt_data as { service_name?: string } | undefined;
    let seObject: SelfEmployedObject | undefined;
    if (se !== undefined) {
      seObject = selfEmployed.get(se.id ?? '');
      // Without granted rights ЮKassa cannot register the receipt, and it checks the НПД status
      // itself before each payout: either way the payout is not made.
      const statusLost = seObject !== undefined && config.npdInactiveInns.includes(seObject.itn);
      if (!seObject || seObject.status !== 'confirmed' || statusLost || !receiptData?.service_name) {
        return {
          status: 400,
          answer: { type: 'error', code: 'invalid_request', description: 'self_employed', parameter: 'self_employed.id' },
        };
      }
    }
    const p: PayoutObject = {
      id: `po-${randomUUID()}`,
      status: 'pending',
      amount: { value: kopecksToValue(kopecks), currency: 'RUB' },
      payout_destination: { type: 'sbp', phone: dest.phone!, bank_id: dest.bank_id!, recipient_checked: false },
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      created_at: new Date().toISOString(),
      ...(body.metadata ? { metadata: body.metadata as Record<string, string> } : {}),
      ...(seObject
        ? {
            self_employed: { id: seObject.id },
            receipt: { service_name: receiptData!.service_name!, amount: { value: kopecksToValue(kopecks), currency: 'RUB' } },
          }
        : {}),
      test: true,
    };
    payouts.set(p.id, p);
    const timer = setTimeout(() => {
      timers.delete(timer);
      settle(p, personalName);
    }, config.settleMs);
    timers.add(timer);
    return { status: 200, answer: p };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', [EMULATOR_HEADER]: '1' });
      res.end(JSON.stringify(answer));
    };
    const text = await readBody(req);

    // ФНС's public status check: another service, on its own path prefix here.
    if (url.pathname.startsWith(NPD_STATUS_PREFIX)) {
      const answer = npdStatus.handle(req.method ?? 'GET', url.pathname, text);
      if (config.npdResponseDelayMs > 0) await pause(config.npdResponseDelayMs);
      return send(answer.status, answer.answer);
    }
    // ФНС's ЕГРЮЛ / ЕГРИП search: another service again.
    if (url.pathname.startsWith(EGRIP_PREFIX)) {
      const answer = egrip.handle(req.method ?? 'GET', url.pathname, text);
      return send(answer.status, answer.answer);
    }
    // The «Мой налог» consent page and receipts: what the person sees, not the API.
    const page = selfEmployed.page(req.method ?? 'GET', url.pathname, text);
    if (page) {
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', [EMULATOR_HEADER]: '1' });
      res.end(page.html);
      return;
    }
    // The emulator's own controls: not ЮKassa's, used by the demo, the fault and browser tests.
    if (url.pathname.startsWith('/emulator/')) {
      if (req.method === 'GET' && url.pathname === '/emulator/payouts')
        return send(200, { items: [...payouts.values()], creates });
      if (req.method === 'POST' && url.pathname === '/emulator/config') {
        Object.assign(config, JSON.parse(text || '{}') as Partial<EmulatorConfig>);
        return send(200, config);
      }
      if (req.method === 'POST' && url.pathname === '/emulator/receipts/register')
        return send(200, { registered: registerDelayedReceipts() });
      if (req.method === 'POST' && url.pathname === '/emulator/faults') {
        faults.push(...(JSON.parse(text || '[]') as Fault[]));
        return send(200, { faults });
      }
      return send(404, { type: 'error', code: 'not_found' });
    }

    const expected = `Basic ${Buffer.from(`${config.agentId}:${config.secretKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(401, { type: 'error', code: 'invalid_credentials', description: 'Authentication error' });
    }
    const second = Math.floor(Date.now() / 1000);
    window = window.second === second ? { second, count: window.count + 1 } : { second, count: 1 };
    if (config.requestsPerSecond > 0 && window.count > config.requestsPerSecond) {
      return send(429, { type: 'error', code: 'too_many_requests', description: 'Too many requests' });
    }
    if (config.responseDelayMs > 0) await pause(config.responseDelayMs);

    const route = routeOf(req.method ?? 'GET', url.pathname, url.searchParams);
    if (!route) return send(404, { type: 'error', code: 'not_found', description: 'Not found' });
    const fault = takeFault(route.op);
    const failure = { type: 'error', code: 'internal_server_error', description: 'Internal server error' };
    if (fault && !fault.afterWork) {
      if (fault.hangMs) await pause(fault.hangMs);
      if (fault.status) return send(fault.status, failure);
    }
    const result = act(route, text, req);
    if (fault?.afterWork) {
      if (fault.hangMs) await pause(fault.hangMs);
      if (fault.status) return send(fault.status, failure);
    }
    return send(result.status, result.answer);
  }

  type Route = { op: EmulatedOperation; id?: string; query?: URLSearchParams };
  function routeOf(method: string, pathname: string, query: URLSearchParams): Route | undefined {
    if (method === 'POST' && pathname === '/v3/payouts') return { op: 'create' };
    if (method === 'GET' && pathname === '/v3/payouts') return { op: 'list' };
    if (method === 'GET' && pathname === '/v3/payouts/search') return { op: 'search', query };
    const m = /^\/v3\/payouts\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && m) return { op: 'get', id: decodeURIComponent(m[1]!) };
    if (method === 'GET' && pathname === '/v3/sbp_banks') return { op: 'banks' };
    if (method === 'GET' && pathname === '/v3/me') return { op: 'me' };
    if (method === 'POST' && pathname === '/v3/personal_data') return { op: 'personal_data' };
    if (method === 'POST' && pathname === '/v3/self_employed') return { op: 'self_employed_create' };
    const se = /^\/v3\/self_employed\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && se) return { op: 'self_employed_get', id: decodeURIComponent(se[1]!) };
    return undefined;
  }

  function act(route: Route, text: string, req: IncomingMessage): { status: number; answer: unknown } {
    const key = req.headers['idempotence-key'];
    switch (route.op) {
      case 'create': {
        creates++;
        if (typeof key !== 'string' || !key) {
          return {
            status: 400,
            answer: { type: 'error', code: 'invalid_request', description: 'Idempotence-Key header is required' },
          };
        }
        const seen = keptKey(key);
        if (seen) {
          if (seen.body !== text) {
            return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' } };
          }
          return { status: 200, answer: payouts.get(seen.id) };
        }
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'Malformed JSON' } };
        }
        const made = createPayout(body);
        if (made.status === 200) byKey.set(key, { id: (made.answer as PayoutObject).id, body: text, at: Date.now() });
        return made;
      }
      case 'get': {
        const p = payouts.get(route.id!);
        return p
          ? { status: 200, answer: p }
          : { status: 404, answer: { type: 'error', code: 'not_found', description: 'Payout not found' } };
      }
      case 'list': {
        return { status: 200, answer: { type: 'list', items: [...payouts.values()] } };
      }
      case 'search': {
        // Only by metadata (the one criterion ЮKassa's search has), every pair given must match.
        const wanted = [...route.query!.entries()].flatMap(([name, value]) => {
          const m = /^metadata\[(.+)\]$/.exec(name);
          return m ? [[m[1]!, value] as const] : [];
        });
        if (wanted.length === 0) {
          return {
            status: 400,
            answer: { type: 'error', code: 'invalid_request', description: 'metadata', parameter: 'metadata' },
          };
        }
        const since = Date.now() - SEARCH_WINDOW_MS;
        const items = [...payouts.values()].filter(
          (p) => Date.parse(p.created_at) >= since && wanted.every(([k, v]) => p.metadata?.[k] === v),
        );
        return { status: 200, answer: { type: 'list', items } };
      }
      case 'banks':
        if (config.banksDown) return { status: 503, answer: { type: 'error', code: 'internal_server_error' } };
        return { status: 200, answer: { type: 'list', items: EMULATED_BANKS } };
      case 'me':
        return {
          status: 200,
          answer: {
            account_id: config.agentId,
            status: 'enabled',
            test: true,
            payout_balance: { value: kopecksToValue(config.balance), currency: 'RUB' },
          },
        };
      case 'self_employed_create': {
        if (typeof key !== 'string' || !key) {
          return {
            status: 400,
            answer: { type: 'error', code: 'invalid_request', description: 'Idempotence-Key header is required' },
          };
        }
        return selfEmployed.create(key, text);
      }
      case 'self_employed_get': {
        const o = selfEmployed.get(route.id!);
        return o
          ? { status: 200, answer: o }
          : { status: 404, answer: { type: 'error', code: 'not_found', description: 'Self-employed not found' } };
      }
      case 'personal_data': {
        const known = typeof key === 'string' ? personal.get(key) : undefined;
        if (known) {
          // A key reused with another body is refused, as every ЮKassa request with a key is.
          if (known.body !== text)
            return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' } };
          return { status: 200, answer: { id: known.id, type: 'sbp_payout_recipient', status: 'waiting_for_operation' } };
        }
        const body = JSON.parse(text || '{}') as { type?: string; last_name?: string; first_name?: string; middle_name?: string };
        if (body.type !== 'sbp_payout_recipient' || !body.last_name || !body.first_name) {
          return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'personal data' } };
        }
        const entry = {
          id: `pd-${randomUUID()}`,
          name: [body.last_name, body.first_name, body.middle_name].filter(Boolean).join(' '),
        };
        personal.set(entry.id, entry);
        if (typeof key === 'string') personal.set(key, { ...entry, body: text });
        return { status: 200, answer: { id: entry.id, type: 'sbp_payout_recipient', status: 'waiting_for_operation' } };
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', code: 'internal_server_error', description: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;

  return {
    url: `http://${host}:${address.port}/v3`,
    config,
    payouts: () => [...payouts.values()],
    createRequests: () => creates,
    selfEmployed,
    npdStatus,
    egrip,
    fault: (f) => faults.push(f),
    tamper: (id, patch) => {
      const p = payouts.get(id);
      if (!p) throw new Error(`no payout ${id}`);
      Object.assign(p, patch);
    },
    notify: async (id) => {
      const p = payouts.get(id);
      if (p) await sendNotification(p);
    },
    registerDelayedReceipts,
    async close() {
      closing = true;
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
