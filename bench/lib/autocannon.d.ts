// The part of autocannon (a JavaScript package without types) the benches use: a run promised, and
// its summary. https://github.com/mcollina/autocannon#api
declare module 'autocannon' {
  /** The request a run sends, as `setupRequest` sees it and returns it. */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?(req: Request): Request })[];
  }

  /** Averages and percentiles of a run (latency in milliseconds). */
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
