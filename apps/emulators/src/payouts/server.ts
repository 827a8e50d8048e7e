// A stand-in for ЮKassa Payouts (decision 0031), speaking the documented subset the adapter uses:
// POST /v3/payouts (Idempotence-Key; to SBP by `payout_destination_data` or to a card by
// `payout_token`), GET /v3/payouts/{id}, GET /v3/payouts (a list), GET /v3/payouts/search (by
// metadata), GET /v3/sbp_banks, GET /v3/me, POST /v3/personal_data, and `payout.succeeded` /
// `payout.canceled` notifications to a configured address; POST and GET /v3/self_employed with the
// «Мой налог» page where the person grants the rights, and the receipt of each payout to a
// self-employed person (decision 0034); ЮKassa's payout card widget — GET /payouts-data/3.1.0/widget.js,
// its form GET /payouts-data/3.1.0/form and the form's POST /payouts-data/tokens (`card-widget.ts`);
// the public ФНС status check (`npd-status.ts`) and ФНС's ЕГРИП search (`egrip.ts`, decision 0043).
// Its behaviour — delays, failures, cancellation reasons, the recipient check, the balance — is set
// at start and through `/emulator/*` (tests, the demo). `npm start` runs it as the demo provider;
// production refuses it. The API's answers are in `api.ts`, a payout's checks in
// `payout-request.ts`, its life in `payouts.ts`, the settings in `config.ts`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { EMULATOR_HEADER } from '@cabinet/contracts';
import { createPayoutsApi, routeOf } from './api.js';
import { createCardWidgetEmulator, type IssuedCard } from './card-widget.js';
import { DEFAULT_EMULATOR_CONFIG, type EmulatedOperation, type EmulatorConfig, type Fault } from './config.js';
import { createEgripEmulator, EGRIP_PREFIX, type EgripEmulator } from './egrip.js';
import { createNpdStatusEmulator, NPD_STATUS_PREFIX, type NpdStatusEmulator } from './npd-status.js';
import { createPayoutBook, type PayoutObject } from './payouts.js';
import { createSelfEmployedEmulator, type SelfEmployedEmulator } from './self-employed.js';
import { createTbankEmulator, tbankConfig, type TbankConfig, type TbankEmulator } from '../tbank/bank.js';
import { securedServerOptions } from '../tbank/mtls.js';

// Tests, the demo and the benchmarks import all of it from here.
export { DEFAULT_EMULATOR_CONFIG, type EmulatedOperation, type EmulatorConfig, type Fault } from './config.js';
export type { PayoutObject } from './payouts.js';
export type { IssuedCard } from './card-widget.js';
export { DEFAULT_TBANK_CONFIG, type TbankConfig, type TbankEmulator, type EmulatedRegistry } from '../tbank/bank.js';
export { TBANK_MTLS_FIXTURES } from '../tbank/mtls.js';

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
  /** T-Bank's self-employed payouts by registries (decision 0057), its API under `tbankUrl`. */
  tbank: TbankEmulator;
  tbankUrl: string;
  /** The bank's secured host (mTLS, `https://127.0.0.1:PORT/tbank`): signing, paying, receipts, binding. */
  tbankSecuredUrl: string;
  /** The card synonyms the widget has issued, with the numbers behind them. */
  cardTokens(): { token: string; pan: string; first6: string; last4: string; issuer_name: string; card_type: string }[];
  /** A synonym for a card number as the widget's form would get it, for tests without a browser; throws on a number it refuses. */
  issueCardToken(pan: string): IssuedCard;
  /** Sends the payout's notification now, as it is (tests send duplicates and late ones). */
  notify(id: string): Promise<void>;
  /** Registers now the receipts `receiptDelayMs` still holds back; answers how many. */
  registerDelayedReceipts(): number;
  close(): Promise<void>;
}

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

export async function startEmulator(
  opts: Partial<EmulatorConfig> & { port?: number; host?: string; tbank?: Partial<TbankConfig>; tbankSecuredPort?: number } = {},
): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', tbank: tbankOptions, tbankSecuredPort = 0, ...rest } = opts;
  const config: EmulatorConfig = { ...DEFAULT_EMULATOR_CONFIG, ...rest };
  const faults: Fault[] = [];
  let window = { second: 0, count: 0 };
  // Known once the server listens: the pages this emulator links to (the «Мой налог» consent, receipts).
  let origin = '';
  const selfEmployed = createSelfEmployedEmulator(config, () => origin);
  const npdStatus = createNpdStatusEmulator(config);
  const egrip = createEgripEmulator(config);
  const cards = createCardWidgetEmulator(config);
  const tbank = createTbankEmulator(tbankConfig(tbankOptions));
  const book = createPayoutBook(config, selfEmployed);
  const api = createPayoutsApi({ config, book, selfEmployed, cards });

  function takeFault(op: EmulatedOperation): Fault | undefined {
    const i = faults.findIndex((f) => f.op === op);
    if (i < 0) return undefined;
    const f = faults[i]!;
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) faults.splice(i, 1);
    return f;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    const reply = (status: number, contentType: string, body: string) => {
      res.writeHead(status, { 'content-type': contentType, [EMULATOR_HEADER]: '1' });
      res.end(body);
    };
    const send = (status: number, answer: unknown) => reply(status, 'application/json', JSON.stringify(answer));
    const text = await readBody(req);

    // ФНС's public status check: another service, on its own path prefix here.
    if (url.pathname.startsWith(NPD_STATUS_PREFIX)) {
      const answer = npdStatus.handle(method, url.pathname, text);
      if (config.npdResponseDelayMs > 0) await pause(config.npdResponseDelayMs);
      return send(answer.status, answer.answer);
    }
    // T-Bank's API and its controls: another service, with its own credentials and rates.
    const bank = tbank.handle(method, url, text, {
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      // Only the HTTPS twin asks for a client certificate, and refuses a connection without one.
      secured: (req.socket as Partial<TLSSocket>).encrypted === true,
    });
    if (bank) return send(bank.status, bank.answer);
    // ФНС's ЕГРЮЛ / ЕГРИП search: another service again.
    if (url.pathname.startsWith(EGRIP_PREFIX)) {
      const answer = egrip.handle(method, url.pathname, text);
      return send(answer.status, answer.answer);
    }
    // The «Мой налог» consent page and receipts: what the person sees, not the API.
    const page = selfEmployed.page(method, url.pathname, text);
    if (page) return reply(page.status, 'text/html; charset=utf-8', page.html);
    // The card widget: what the member's browser loads, not the API (no credentials of the merchant's).
    const widget = cards.handle(method, url, text);
    if (widget) return reply(widget.status, widget.contentType, widget.body);
    // The emulator's own controls: not ЮKassa's, used by the demo, the fault and browser tests.
    if (url.pathname.startsWith('/emulator/')) {
      if (method === 'GET' && url.pathname === '/emulator/payouts')
        return send(200, { items: book.all(), creates: api.creates() });
      if (method === 'POST' && url.pathname === '/emulator/config') {
        Object.assign(config, JSON.parse(text || '{}') as Partial<EmulatorConfig>);
        return send(200, config);
      }
      if (method === 'POST' && url.pathname === '/emulator/receipts/register')
        return send(200, { registered: book.registerDelayedReceipts() });
      if (method === 'POST' && url.pathname === '/emulator/faults') {
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

    const route = routeOf(method, url.pathname, url.searchParams);
    if (!route) return send(404, { type: 'error', code: 'not_found', description: 'Not found' });
    const fault = takeFault(route.op);
    const failure = { type: 'error', code: 'internal_server_error', description: 'Internal server error' };
    if (fault && !fault.afterWork) {
      if (fault.hangMs) await pause(fault.hangMs);
      if (fault.status) return send(fault.status, failure);
    }
    const result = api.act(route, text, req.headers['idempotence-key']);
    if (fault?.afterWork) {
      if (fault.hangMs) await pause(fault.hangMs);
      if (fault.status) return send(fault.status, failure);
    }
    return send(result.status, result.answer);
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
  // T-Bank's secured host: the same answers over mTLS.
  const secured = createHttpsServer(securedServerOptions(), (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', code: 'internal_server_error', description: String(err) }));
    });
  });
  await new Promise<void>((resolve) => secured.listen(tbankSecuredPort, host, resolve));
  const securedPort = (secured.address() as AddressInfo).port;

  return {
    url: `${origin}/v3`,
    config,
    payouts: () => book.all(),
    createRequests: () => api.creates(),
    selfEmployed,
    npdStatus,
    egrip,
    tbank,
    tbankUrl: `${origin}/tbank`,
    tbankSecuredUrl: `https://${host}:${securedPort}/tbank`,
    cardTokens: () => cards.tokens(),
    issueCardToken: (pan) => cards.issue(pan),
    fault: (f) => faults.push(f),
    tamper: (id, patch) => {
      const p = book.get(id);
      if (!p) throw new Error(`no payout ${id}`);
      Object.assign(p, patch);
    },
    notify: async (id) => {
      const p = book.get(id);
      if (p) await book.notify(p);
    },
    registerDelayedReceipts: () => book.registerDelayedReceipts(),
    async close() {
      book.close();
      server.closeAllConnections();
      secured.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => secured.close(() => resolve())),
      ]);
    },
  };
}
