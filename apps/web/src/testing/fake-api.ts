// The API as the web app's typed client sees it, faked at its boundary: `fetch`. A test says what a
// route answers — by the contract's own reference, so no path is written by hand — and the real
// client (call-api.ts, transport.ts, the member session) and the components' own logic run as in the
// app. A request no test answered fails the test that made it, and so does a refusal whose code
// the route's contract does not declare (as the API tests' helper does): the fake refuses only what
// the API can.
import { isRouteContract, routeErrors } from '@cabinet/contracts';
import * as contracts from '@cabinet/contracts';
import type { ApiError, RouteDefinition, RouteRef, RouteResponse } from '@cabinet/contracts/client';
import { vi } from 'vitest';

/** One request as it reached the fake: the route's path parameters, query and JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer with a status of its own: a refusal, or a 2xx other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The API's refusal `{code, message}` with the status its contract declares. */
export function refusal(status: number, code: string, message: string, extra: Partial<ApiError> = {}): Reply {
  return new Reply(status, { code, message, ...extra });
}

type Answer<R extends RouteDefinition> = RouteResponse<R> | Reply;
type Handler<R extends RouteDefinition> = Answer<R> | ((request: FakeRequest) => Answer<R> | Promise<Answer<R>>);

interface Entry {
  route: RouteRef;
  pattern: RegExp;
  names: string[];
  handler: Handler<RouteDefinition>;
  requests: FakeRequest[];
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Every route contract by its operationId: a reference carries no list of refusals, its contract does. */
const contractOf = new Map(
  Object.values(contracts as Record<string, unknown>)
    .filter((value): value is RouteDefinition => isRouteContract(value))
    .map((route) => [route.operationId, route]),
);

function undeclaredRefusal(route: RouteRef, reply: Reply): string | null {
  const code = (reply.body as { code?: unknown } | null)?.code;
  if (reply.status < 400 || typeof code !== 'string') return null;
  const contract = contractOf.get(route.operationId);
  return contract && routeErrors(contract).includes(code as never) ? null : `${route.operationId}: ${code}`;
}

export interface FakeApi {
  /** What `route` answers from now on: a body (200), a Reply, or a function of the request. */
  on<R extends RouteDefinition>(route: RouteRef<R>, handler: NoInfer<Handler<R>>): FakeApi;
  /** The requests `route` received, oldest first. */
  requests(route: RouteRef): FakeRequest[];
  /** Requests that no `on` answered (each also failed its call with a 501). */
  unanswered: string[];
  /** Refusals a test made up that the route's contract does not declare. */
  undeclared: string[];
}

/** Installs a fresh fake as `fetch` for the current test (setup.tsx restores the real one after it). */
export function fakeApi(): FakeApi {
  const entries: Entry[] = [];
  const unanswered: string[] = [];
  const undeclared: string[] = [];

  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    for (const entry of [...entries].reverse()) {
      if (entry.route.method !== method) continue;
      const match = entry.pattern.exec(url.pathname);
      if (!match) continue;
      const text = typeof init.body === 'string' ? init.body : null;
      const request: FakeRequest = {
        method,
        path: url.pathname,
        params: Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      entry.requests.push(request);
      const answer = typeof entry.handler === 'function' ? await entry.handler(request) : entry.handler;
      const reply = answer instanceof Reply ? answer : new Reply(200, answer);
      const refusedWrongly = undeclaredRefusal(entry.route, reply);
      if (refusedWrongly) undeclared.push(refusedWrongly);
      if (reply.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }
    unanswered.push(`${method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ code: 'not_faked', message: `no fake answer for ${method} ${url.pathname}` }), {
      status: 501,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchDouble));

  const api: FakeApi = {
    on(route, handler) {
      entries.push({ route, ...compile(route.path), handler: handler as Handler<RouteDefinition>, requests: [] });
      return api;
    },
    requests(route) {
      return entries.filter((entry) => entry.route === route).flatMap((entry) => entry.requests);
    },
    unanswered,
    undeclared,
  };
  current = api;
  return api;
}

let current: FakeApi | null = null;

/** The fake of the test now running, if it made one (setup.tsx checks nothing went unanswered). */
export function takeCurrentFake(): FakeApi | null {
  const fake = current;
  current = null;
  return fake;
}
