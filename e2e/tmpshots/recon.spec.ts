import { test } from '../fixtures';

const diff = (id: number, kind: string, text: string, ours: string | null, theirs: string | null) => ({
  id, orderId: 100 + id, providerPayoutId: `po-${id}`, kind, text, ours, theirs, foundAt: '2026-11-24T01:30:00.000Z',
  order: { amount: 1500, statusText: 'Выплачено' }, payoutStateText: 'Выплачено',
});

test('shots', async ({ page, signInOperator }) => {
  test.setTimeout(300_000);
  await page.route('**/api/admin/payouts/differences', (r) => r.fulfill({ json: { items: [
    diff(1, 'amount', 'Сумма у платёжного сервиса не та, что в заявке', '1500', '15000'),
    diff(2, 'status', 'Статус у платёжного сервиса не тот, что в учёте', 'succeeded', 'canceled'),
    { ...diff(3, 'unknown_to_us', 'Выплата у платёжного сервиса, которой нет в учёте', null, 'succeeded'), orderId: null, order: null, payoutStateText: null },
  ] } }));
  await page.route('**/api/admin/payouts/rail', (r) => r.request().method() === 'GET' ? r.fulfill({ json: {
    rail: 'provider', provider: { name: 'yookassa', title: 'ЮKassa' },
    balance: { amount: 84250.5, checkedAt: '2026-11-24T11:15:00.000Z', low: true, warningBelow: 100000 }, inFlight: 3, openDifferences: 3 } }) : r.continue());
  await signInOperator(page, 'spare1');
  for (const [name, url] of [['recon', '/admin/reconciliation'], ['dash', '/admin'], ['settings', '/admin/settings']]) {
    for (const width of [320, 360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url!);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${width}-${name}.png`, fullPage: true });
    }
  }
});
