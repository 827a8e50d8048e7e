// One load run in a process of its own (the load generator must not share the servers' cores'
// event loop): autocannon at saturation, or the paced generator at a fixed rate (paced.ts),
// against one target, printing its summary as one JSON line.
// argv[2]: a JSON file of a LoadConfig — with `paths`, each request takes the next of them (on the url's origin).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { paced, type LoadResult } from './paced.ts';

/** What a run sends, where, how hard and for how long (seconds); `rate` makes it paced. */
export interface LoadConfig {
  url: string;
  connections: number;
  duration: number;
  rate?: number | undefined;
  method?: string | undefined;
  body?: unknown;
  tokens?: string[] | undefined;
  idempotencyKey?: boolean | undefined;
  paths?: string[] | undefined;
}

const cfg = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadConfig;
let i = 0;
const prefix = randomUUID();

/** The n-th request's headers (a member's token in turn, an idempotency key of its own). */
function headersOf(n: number, base: Record<string, string> = {}): Record<string, string> {
  const headers = { ...base };
  if (cfg.tokens?.length) headers.authorization = `Bearer ${cfg.tokens[n % cfg.tokens.length]}`;
  if (cfg.body) headers['content-type'] = 'application/json';
  if (cfg.idempotencyKey) headers['idempotency-key'] = `${prefix}-${n}`;
  return headers;
}

if (cfg.rate) {
  const target = new URL(cfg.url);
  const body = cfg.body ? JSON.stringify(cfg.body) : undefined;
  const result = await paced({
    url: cfg.url,
    rate: cfg.rate,
    duration: cfg.duration,
    connections: cfg.connections,
    request: (n) => ({
      path: cfg.paths ? cfg.paths[n % cfg.paths.length]! : target.pathname + target.search,
      method: cfg.method ?? 'GET',
      headers: headersOf(n),
      body,
    }),
  });
  console.log(JSON.stringify(result));
  process.exit(0);
}

const result = await autocannon({
  url: cfg.url,
  connections: cfg.connections,
  duration: cfg.duration,
  requests: [
    {
      method: cfg.method ?? 'GET',
      ...(cfg.body ? { body: JSON.stringify(cfg.body) } : {}),
      setupRequest(req) {
        const n = i++;
        const path = cfg.paths ? cfg.paths[n % cfg.paths.length] : undefined;
        return { ...req, headers: headersOf(n, req.headers), ...(path ? { path } : {}) };
      },
    },
  ],
});
const statuses: Record<string, number> = {};
for (const [k, v] of Object.entries(result.statusCodeStats ?? {})) statuses[k] = v.count;
const summary: LoadResult = {
  rps: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  statuses,
};
console.log(JSON.stringify(summary));
