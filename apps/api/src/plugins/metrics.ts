import type { WebVitalName } from '@cabinet/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { countJobsByQueue } from '../jobs/job-counts.js';

/** One histogram per web vital the web app's pages report, labelled by the page's route pattern. */
export type WebVitalHistograms = Readonly<Record<WebVitalName, Histogram<'route'>>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (one registry per app: tests build several in one process). */
    metrics: Registry;
    /** The field web vitals of this app's registry; the web-vitals feature observes them. */
    webVitals: WebVitalHistograms;
  }
}

/**
 * Prometheus metrics of the API, served by the ops listener (`ops-app.ts`), never on the member
 * port: request rate, latency and errors per route, the connection pool, SMS codes sent,
 * withdrawals requested and paid, the job queue's jobs by queue and state, and the web vitals the
 * members' browsers report.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { processMetrics?: boolean }) => {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a server error (5xx)',
    labelNames,
    registers: [registry],
  });
  // A callback, not an async function: every request runs it, and a promise each is not free.
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern, not the URL: ids and query strings would make every URL a series.
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    done();
  });

  // Field web vitals of the web app's pages (POST /api/web-vitals), defined here so that /metrics
  // names them from the start. Seconds, but CLS, which is a score. Each set of buckets holds its
  // metric's «good» and «poor» thresholds (web.dev: LCP 2.5 / 4 s, FCP 1.8 / 3 s, INP 0.2 / 0.5 s,
  // TTFB 0.8 / 1.8 s, CLS 0.1 / 0.25), so the share of good page views is a ratio of two buckets.
  const webVital = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: ['route'] as const, buckets, registers: [registry] });
  app.decorate('webVitals', {
    LCP: webVital(
      'web_vitals_lcp_seconds',
      'Largest Contentful Paint reported by browsers',
      [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10],
    ),
    FCP: webVital(
      'web_vitals_fcp_seconds',
      'First Contentful Paint reported by browsers',
      [0.25, 0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
    ),
    INP: webVital(
      'web_vitals_inp_seconds',
      'Interaction to Next Paint reported by browsers',
      [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1],
    ),
    TTFB: webVital(
      'web_vitals_ttfb_seconds',
      'Time to First Byte of the page reported by browsers',
      [0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5],
    ),
    CLS: webVital(
      'web_vitals_cls',
      'Cumulative Layout Shift reported by browsers (a score)',
      [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5],
    ),
  } satisfies WebVitalHistograms);

  const { db } = app.deps;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL pool)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const codesSent = new Counter({
    name: 'sms_codes_sent_total',
    help: 'Sign-in codes handed to the SMS provider',
    registers: [registry],
  });
  const sms = app.deps.sms;
  app.deps.sms = {
    name: sms.name,
    providers: sms.providers,
    async send(to, text, opts) {
      const sent = await sms.send(to, text, opts);
      codesSent.inc();
      return sent;
    },
  };

  // As the balance job last asked each provider (decision 0035): an alert fires before codes stop.
  new Gauge({
    name: 'sms_provider_balance_roubles',
    help: 'The SMS provider account balance, roubles, as last checked',
    labelNames: ['provider'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ provider: string; balance: string }>(
        'SELECT provider, balance::text AS balance FROM sms_provider_balances',
      );
      this.reset();
      for (const r of rows) this.set({ provider: r.provider }, Number(r.balance));
    },
  });

  // Withdrawals are requested by members and paid by the back office, possibly in another
  // process: the database is the one place that counts both.
  new Gauge({
    name: 'withdrawal_orders',
    help: 'Withdrawal orders by status (requested = all of them)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM withdrawal_orders GROUP BY status',
      );
      this.reset();
      let all = 0;
      for (const r of rows) {
        this.set({ status: r.status }, r.n);
        all += r.n;
      }
      this.set({ status: 'requested' }, all);
    },
  });

  // The job queue's jobs, from the database like the withdrawals: a job is queued, run and failed
  // by whichever process. Every state of every queue is a series, 0 included, so that an alert on
  // `jobs{state="failed"} > 0` has a series to watch from the start. The app decorates its `deps`
  // before it registers this plugin (app.ts).
  const { jobs } = app.deps;
  new Gauge({
    name: 'jobs',
    help: 'Jobs of the job queue by queue and state (failed ones stay until they are retried or deleted)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await countJobsByQueue(db, jobs);
      this.reset();
      for (const [queue, byState] of counts) {
        for (const [state, n] of Object.entries(byState)) this.set({ queue, state }, n);
      }
    },
  });

  // Payouts by the provider (decision 0031): the payout balance as last read (a job reads it every
  // 15 minutes; alert on `payout_provider_balance_rub < payout_provider_balance_warning_rub`, the
  // threshold the back office warns below), and the payouts by state, so that
  // an alert on `provider_payouts{state="unknown"}` sees answers that were lost.
  new Gauge({
    name: 'payout_provider_balance_rub',
    help: 'The payout provider balance as last read, roubles',
    labelNames: ['provider'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ provider: string; balance: number }>(
        'SELECT provider, balance::float8 / 100 AS balance FROM provider_balance',
      );
      this.reset();
      for (const r of rows) this.set({ provider: r.provider }, r.balance);
    },
  });
  if (app.deps.payouts) {
    new Gauge({
      name: 'payout_provider_balance_warning_rub',
      help: 'Below this payout balance the back office warns that it runs out (PAYOUT_BALANCE_WARNING_RUB), roubles',
      registers: [registry],
    }).set(app.deps.env.PAYOUT_BALANCE_WARNING_RUB);
  }
  new Gauge({
    name: 'provider_payouts',
    help: 'Payouts handed to the provider by state',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM provider_payouts GROUP BY state',
      );
      this.reset();
      for (const state of ['approved', 'unknown', 'submitted', 'succeeded', 'cancelled']) {
        this.set({ state }, rows.find((r) => r.state === state)?.n ?? 0);
      }
    },
  });
});
