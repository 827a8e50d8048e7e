// A write to the back office sent from another site is refused by the app server and lands in the
// audit log with the operator whose cookie it carried (decision 0030).
import { expect, test } from './fixtures';

test('a cross-site write to the back office is refused and written to the audit log', async ({ page, signInOperator }) => {
  const admin = await signInOperator(page, 'crossSite');
  const foreign = await page.request.post('/api/admin/desk/pay-batch', {
    headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    data: { orderIds: [1] },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ code: 'forbidden' });

  const log = await page.request.get('/api/admin/audit?action=operator.cross_site_refused');
  expect(log.ok(), await log.text()).toBe(true);
  const { entries } = (await log.json()) as {
    entries: { actor: string; actionText: string; targetId: string; after: Record<string, unknown> }[];
  };
  expect(entries.filter((e) => e.actor === admin.email)).toEqual([
    expect.objectContaining({
      actionText: 'Отклонён запрос с чужого сайта',
      targetId: '/api/admin/desk/pay-batch',
      after: { operationId: 'crossSite', refusal: 'POST', attempts: 1 },
    }),
  ]);
});
