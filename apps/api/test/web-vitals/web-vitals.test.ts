import { WEB_VITALS_BATCH_MAX } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpsApp } from '../../src/ops-app.js';
import { buildTestApp, type TestContext } from '../helper.js';

const LIMIT = 3;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ WEB_VITALS_REPORTS_PER_IP_PER_10_MIN: String(LIMIT) });
});

// Each test reports from an address of its own: the per-address limit has a test of its own.
let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

function report(payload: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/web-vitals', payload: payload as object, remoteAddress });
}

/** The series of the metric's histogram in the registry's text, e.g. `web_vitals_lcp_seconds_count{route="/balance"} 1`. */
async function series(prefix: string): Promise<string[]> {
  const text = await ctx.app.metrics.metrics();
  return text.split('\n').filter((line) => line.startsWith(prefix));
}

describe('POST /api/web-vitals', () => {
  it('takes a batch without a sign-in, answers 204 and shows it on the ops listener', async () => {
    const res = await report([
      { name: 'LCP', value: 1234.5, route: '/balance', rating: 'good' },
      { name: 'LCP', value: 4500, route: '/balance', rating: 'poor' },
      { name: 'FCP', value: 900, route: '/news/[id]' },
      { name: 'INP', value: 180, route: '/news/[id]', rating: 'good' },
      { name: 'TTFB', value: 120, route: '/login' },
      { name: 'CLS', value: 0.12, route: '/', rating: 'needs-improvement' },
    ]);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    // Milliseconds become seconds; CLS stays a score.
    expect(await series('web_vitals_lcp_seconds_count')).toEqual(['web_vitals_lcp_seconds_count{route="/balance"} 2']);
    expect(await series('web_vitals_lcp_seconds_sum')).toEqual(['web_vitals_lcp_seconds_sum{route="/balance"} 5.7345']);
    expect(await series('web_vitals_lcp_seconds_bucket{le="2.5"')).toEqual([
      'web_vitals_lcp_seconds_bucket{le="2.5",route="/balance"} 1',
    ]);
    expect(await series('web_vitals_fcp_seconds_sum')).toEqual(['web_vitals_fcp_seconds_sum{route="/news/[id]"} 0.9']);
    expect(await series('web_vitals_inp_seconds_bucket{le="0.2"')).toEqual([
      'web_vitals_inp_seconds_bucket{le="0.2",route="/news/[id]"} 1',
    ]);
    expect(await series('web_vitals_ttfb_seconds_sum')).toEqual(['web_vitals_ttfb_seconds_sum{route="/login"} 0.12']);
    expect(await series('web_vitals_cls_bucket{le="0.1"')).toEqual(['web_vitals_cls_bucket{le="0.1",route="/"} 0']);
    expect(await series('web_vitals_cls_bucket{le="0.15"')).toEqual(['web_vitals_cls_bucket{le="0.15",route="/"} 1']);

    const ops = await buildOpsApp({ metrics: ctx.app.metrics, db: ctx.db });
    try {
      const text = (await ops.inject({ method: 'GET', url: '/metrics' })).body;
      for (const name of [
        'web_vitals_lcp_seconds',
        'web_vitals_fcp_seconds',
        'web_vitals_inp_seconds',
        'web_vitals_ttfb_seconds',
      ]) {
        expect(text).toContain(`# TYPE ${name} histogram`);
      }
      expect(text).toContain('# TYPE web_vitals_cls histogram');
      expect(text).toContain('web_vitals_inp_seconds_count{route="/news/[id]"} 1');
    } finally {
      await ops.close();
    }
  });

  it('counts a route that is none of the web pages as "other"', async () => {
    const res = await report([
      { name: 'TTFB', value: 300, route: '/news/123' },
      { name: 'TTFB', value: 300, route: '/made-up/path' },
      { name: 'TTFB', value: 300, route: '/admin/withdrawals/[id]' },
    ]);
    expect(res.statusCode).toBe(204);
    expect(await series('web_vitals_ttfb_seconds_count')).toEqual([
      'web_vitals_ttfb_seconds_count{route="/login"} 1',
      'web_vitals_ttfb_seconds_count{route="other"} 2',
      'web_vitals_ttfb_seconds_count{route="/admin/withdrawals/[id]"} 1',
    ]);
  });

  const valid = { name: 'FCP', value: 1000, route: '/contests' };
  it.each([
    ['an empty batch', []],
    ['a batch of more than the maximum', Array.from({ length: WEB_VITALS_BATCH_MAX + 1 }, () => valid)],
    ['a body that is no list', valid],
    ['an unknown metric', [{ ...valid, name: 'FID' }]],
    ['a negative value', [{ ...valid, value: -1 }]],
    ['a timing of more than ten minutes', [{ ...valid, value: 600_001 }]],
    ['a CLS past its bound', [{ ...valid, name: 'CLS', value: 11 }]],
    ['a value that is no number', [{ ...valid, value: '1000' }]],
    ['a route without its leading slash', [{ ...valid, route: 'contests' }]],
    ['a route too long', [{ ...valid, route: `/${'a'.repeat(200)}` }]],
    ['an unknown rating', [{ ...valid, rating: 'great' }]],
    ['a batch with one bad item among good ones', [valid, { ...valid, value: null }]],
  ])('refuses %s with 400 and records nothing of it', async (_, payload) => {
    const before = await series('web_vitals_');
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: 'Проверьте правильность заполнения полей' });
    expect(await series('web_vitals_')).toEqual(before);
    expect(await series('web_vitals_fcp_seconds_count{route="/contests"}')).toEqual([]);
  });

  it('names the refused fields in Russian', async () => {
    const res = await report([valid, { name: 'FID', value: 1, route: '/' }, { ...valid, route: 'contests', value: -5 }]);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: {
        '1.name': 'Метрика: LCP, FCP, INP, CLS или TTFB',
        '2.value': 'Не меньше 0',
        '2.route': 'Шаблон пути страницы, начиная с «/»',
      },
    });
  });

  it('refuses a body over its few kilobytes with 413', async () => {
    const before = await series('web_vitals_');
    const res = await report([{ ...valid, route: `/${'a'.repeat(9000)}` }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(await series('web_vitals_')).toEqual(before);
  });

  it('takes a limited number of reports from one address per 10 minutes', async () => {
    const address = nextAddress();
    const once = () => report([{ name: 'CLS', value: 0, route: '/rules' }], address);
    for (let i = 0; i < LIMIT; i++) expect((await once()).statusCode).toBe(204);
    const refused = await once();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: 'Слишком много запросов. Повторите попытку позднее.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused report is not counted; another address is not held back, and the next window opens again.
    expect(await series('web_vitals_cls_count{route="/rules"}')).toEqual([`web_vitals_cls_count{route="/rules"} ${LIMIT}`]);
    expect((await report([{ name: 'CLS', value: 0, route: '/rules' }])).statusCode).toBe(204);
    ctx.clock.advance(10 * 60_000);
    expect((await once()).statusCode).toBe(204);
  });

  it('is documented with its 204 and its refusals', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    }>();
    const responses = doc.paths['/api/web-vitals']?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['204', '400', '413', '415', '429', '500', '503']);
    expect(responses['204']!.content).toBeUndefined();
  });
});
