import { expect } from 'vitest';
import type { TestContext } from '../helper.js';
import { multipart } from '../profile/fixtures.js';
import type { OperatorSession } from './fixtures.js';

export const CSV_HEADER = 'Телефон;Номер договора;Клиент;Дата подписания;Статус';

/** Uploads a file for a preview; answers the raw response. */
export async function uploadContracts(
  ctx: TestContext,
  who: OperatorSession,
  content: string | Buffer,
  fileName = 'договоры.csv',
) {
  const body = await multipart({
    fileName,
    content: { bytes: Buffer.isBuffer(content) ? content : Buffer.from(content), filename: fileName, type: 'text/csv' },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    headers: { ...body.headers, ...who.headers },
    payload: body.payload,
  });
}

/** Waits until the job applying an import has ended it: applied or failed. */
export async function importSettled(ctx: TestContext, id: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await ctx.db.query<{ status: string }>('SELECT status FROM contract_imports WHERE id = $1', [id])).rows[0]?.status,
      { timeout: 60_000, interval: 25 },
    )
    .not.toBe('applying');
}

/**
 * Preview, apply, wait for the background job; answers the finished job. An import whose rows hold
 * rewards for less than the programme waits for a second admin: `approver` approves it.
 */
export async function importContracts(ctx: TestContext, who: OperatorSession, csv: string, approver?: OperatorSession) {
  const preview = await uploadContracts(ctx, who, csv);
  expect(preview.statusCode, preview.body).toBe(200);
  const id = preview.json().id as number;
  const applied = await ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers: who.headers });
  expect(applied.statusCode, applied.body).toBe(200);
  const approvalId = applied.json().approvalId as number | null;
  if (approvalId !== null) {
    expect(approver, 'the import waits for a second admin').toBeDefined();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${approvalId}/approve`,
      headers: approver!.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  await importSettled(ctx, id);
  const job = await ctx.app.inject({ method: 'GET', url: `/api/admin/imports/${id}`, headers: who.headers });
  return { preview: preview.json(), job: job.json() };
}
