// A withdrawal asked for through the app server, as the form does: for tests that need an order.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Sends `amount` points to Сбербанк by SBP for the signed-in member; the new order's id. */
export async function requestWithdrawal(page: Page, phone: string, amount: number): Promise<number> {
  const banks = (await (await page.request.get('/api/banks/')).json()) as { banks: { items: { id: string; name: string }[] } };
  const sber = banks.banks.items.find((b) => b.name === 'Сбербанк');
  expect(sber, 'Сбербанк in the SBP list').toBeDefined();
  const res = await page.request.post('/api/withdrawal/', {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { bankId: sber!.id, amount, phone },
  });
  expect(res.ok(), `withdrawal: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { order: { id: number } }).order.id;
}
