// ЮKassa Payouts API v3 as the emulator answers it once a request is authenticated: which operation
// a path is, and that operation's answer. Idempotence keys and the recipient check's saved data live
// here, since only these answers read them.
import { randomUUID } from 'node:crypto';
import { kopecksToValue } from '@cabinet/contracts';
import { EMULATED_BANKS } from './banks.js';
import type { CardWidgetEmulator } from './card-widget.js';
import type { EmulatedOperation, EmulatorConfig } from './config.js';
import { readPayoutRequest } from './payout-request.js';
import type { PayoutBook } from './payouts.js';
import type { SelfEmployedEmulator } from './self-employed.js';

/** ЮKassa's «Поиск выплат» answers payouts created in the last 3 months. */
const SEARCH_WINDOW_MS = 92 * 86_400_000;

export type Route = { op: EmulatedOperation; id?: string; query?: URLSearchParams };
type Answer = { status: number; answer: unknown };

const invalid = (description: string): Answer => ({
  status: 400,
  answer: { type: 'error', code: 'invalid_request', description },
});

export function routeOf(method: string, pathname: string, query: URLSearchParams): Route | undefined {
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

export interface PayoutsApi {
  act(route: Route, text: string, key: string | string[] | undefined): Answer;
  /** How many create requests arrived (retries included). */
  creates(): number;
}

export function createPayoutsApi(deps: {
  config: EmulatorConfig;
  book: PayoutBook;
  selfEmployed: SelfEmployedEmulator;
  cards: CardWidgetEmulator;
}): PayoutsApi {
  const { config, book, selfEmployed, cards } = deps;
  const byKey = new Map<string, { id: string; body: string; at: number }>();
  const personal = new Map<string, { id: string; name: string; body?: string }>();
  let creates = 0;

  /** A key still kept, or undefined once its lifetime is over (then forgotten). */
  const keptKey = (key: string) => {
    const seen = byKey.get(key);
    if (seen && Date.now() - seen.at > config.keyLifetimeMs) byKey.delete(key);
    return byKey.get(key);
  };

  function create(text: string, key: string): Answer {
    const seen = keptKey(key);
    if (seen) {
      if (seen.body !== text) return invalid('Idempotence key duplicated');
      return { status: 200, answer: book.get(seen.id) };
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return invalid('Malformed JSON');
    }
    const read = readPayoutRequest(body, {
      config,
      cards,
      selfEmployed,
      personalName: (id) => personal.get(id)?.name,
    });
    if (!('request' in read)) return read;
    const p = book.make(read.request, body);
    byKey.set(key, { id: p.id, body: text, at: Date.now() });
    return { status: 200, answer: p };
  }

  function search(query: URLSearchParams): Answer {
    // Only by metadata (the one criterion ЮKassa's search has), every pair given must match.
    const wanted = [...query.entries()].flatMap(([name, value]) => {
      const m = /^metadata\[(.+)\]$/.exec(name);
      return m ? [[m[1]!, value] as const] : [];
    });
    if (wanted.length === 0) {
      return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'metadata', parameter: 'metadata' } };
    }
    const since = Date.now() - SEARCH_WINDOW_MS;
    const items = book.all().filter((p) => Date.parse(p.created_at) >= since && wanted.every(([k, v]) => p.metadata?.[k] === v));
    return { status: 200, answer: { type: 'list', items } };
  }

  function personalData(text: string, key: string | undefined): Answer {
    const known = key !== undefined ? personal.get(key) : undefined;
    if (known) {
      // A key reused with another body is refused, as every ЮKassa request with a key is.
      if (known.body !== text) return invalid('Idempotence key duplicated');
      return { status: 200, answer: { id: known.id, type: 'sbp_payout_recipient', status: 'waiting_for_operation' } };
    }
    const body = JSON.parse(text || '{}') as { type?: string; last_name?: string; first_name?: string; middle_name?: string };
    if (body.type !== 'sbp_payout_recipient' || !body.last_name || !body.first_name) return invalid('personal data');
    const entry = {
      id: `pd-${randomUUID()}`,
      name: [body.last_name, body.first_name, body.middle_name].filter(Boolean).join(' '),
    };
    personal.set(entry.id, entry);
    if (key !== undefined) personal.set(key, { ...entry, body: text });
    return { status: 200, answer: { id: entry.id, type: 'sbp_payout_recipient', status: 'waiting_for_operation' } };
  }

  return {
    creates: () => creates,
    act(route, text, header) {
      const key = typeof header === 'string' ? header : undefined;
      switch (route.op) {
        case 'create':
          creates++;
          return key ? create(text, key) : invalid('Idempotence-Key header is required');
        case 'get': {
          const p = book.get(route.id!);
          return p
            ? { status: 200, answer: p }
            : { status: 404, answer: { type: 'error', code: 'not_found', description: 'Payout not found' } };
        }
        case 'list':
          return { status: 200, answer: { type: 'list', items: book.all() } };
        case 'search':
          return search(route.query!);
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
        case 'self_employed_create':
          return key ? selfEmployed.create(key, text) : invalid('Idempotence-Key header is required');
        case 'self_employed_get': {
          const o = selfEmployed.get(route.id!);
          return o
            ? { status: 200, answer: o }
            : { status: 404, answer: { type: 'error', code: 'not_found', description: 'Self-employed not found' } };
        }
        case 'personal_data':
          return personalData(text, key);
      }
    },
  };
}
