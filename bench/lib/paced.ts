// A fixed request rate, paced: request i is due at start + i / rate, sent then on a free keep-alive
// connection, and its latency counts from when it was due (a late send is the server's delay too:
// no coordinated omission). autocannon's own rate sends each connection's share of a second in a
// burst at the second's start, so its "fixed rate" measured bursts at saturation instead.
import http from 'node:http';

/** The n-th request of a paced run. */
export interface PacedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

/** A run's summary, as load.ts prints it for autocannon's runs too (latencies in milliseconds). */
export interface LoadResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** Percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs for `duration` seconds at `rate` requests a second; `request(n)` gives the n-th request's {path, method, headers, body}. */
export async function paced({
  url,
  rate,
  duration,
  connections,
  request,
}: {
  url: string;
  rate: number;
  duration: number;
  connections: number;
  request: (n: number) => PacedRequest;
}): Promise<LoadResult> {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const total = Math.round(rate * duration);
  const start = performance.now() + 50;
  const sent: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { path, method, headers, body } = request(n);
    sent.push(
      new Promise((resolve) => {
        const req = http.request({ host: origin.hostname, port: origin.port, path, method, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
            resolve();
          });
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end(body);
      }),
    );
  }
  await Promise.all(sent);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statuses).reduce((n, [code, count]) => (code.startsWith('2') ? n : n + count), 0);
  return {
    rps: latencies.length / duration,
    total: latencies.length,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
    non2xx,
    statuses,
  };
}
