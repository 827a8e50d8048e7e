// A company's system calling the partner API in the tests: a key issued (and approved) by admins, and
// requests signed as docs/partner-api.md says — with the Standard Webhooks library, as an integrator would.
import { randomUUID } from 'node:crypto';
import type { IssuedPartnerKey } from '@cabinet/contracts';
import { expect } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { OperatorSession } from '../admin/fixtures.js';
import type { TestContext } from '../helper.js';

export interface PartnerKeyInUse {
  apiKey: string;
  signingSecret: string;
  id: string;
}

/** Issues a key; one that writes contracts is approved by `checker` (a second admin). */
export async function issueKey(
  ctx: TestContext,
  maker: OperatorSession,
  checker: OperatorSession | null,
  body: Record<string, unknown> = {},
): Promise<PartnerKeyInUse & { issued: IssuedPartnerKey }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/partner-keys',
    headers: maker.headers,
    payload: { name: 'CRM продаж', scopes: ['contracts:write', 'contracts:read'], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const issued = res.json<IssuedPartnerKey>();
  if (issued.key.status === 'pending' && checker) {
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${issued.key.approval!.id}/approve`,
      headers: checker.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return { apiKey: issued.apiKey, signingSecret: issued.signingSecret, id: issued.key.id, issued };
}

export interface PartnerCall {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** Omitted: a fresh one per call; null: none sent. */
  idempotencyKey?: string | null;
  requestId?: string;
  /** When the request was signed; the API's clock by default. */
  signedAt?: Date;
  /** Signs with this secret instead of the key's. */
  secret?: string;
  /** The body actually sent, when a test changes it after signing. */
  sentBody?: string;
  ip?: string;
}

/** A signed call of the partner API with `key`. */
export function partnerCall(ctx: TestContext, key: PartnerKeyInUse, call: PartnerCall) {
  const payload = call.body === undefined ? '' : JSON.stringify(call.body);
  const requestId = call.requestId ?? `req_${randomUUID()}`;
  const at = call.signedAt ?? ctx.clock.now();
  const signature = new Webhook(call.secret ?? key.signingSecret).sign(requestId, at, payload);
  const idempotencyKey = call.idempotencyKey === undefined ? `batch-${randomUUID()}` : call.idempotencyKey;
  return ctx.app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    remoteAddress: call.ip ?? '203.0.113.10',
    headers: {
      authorization: `Bearer ${key.apiKey}`,
      'webhook-id': requestId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
      ...(payload === '' ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
    },
    ...(payload === '' && call.sentBody === undefined ? {} : { payload: call.sentBody ?? payload }),
  });
}

/** A row of a contracts batch. */
export const contractRow = (agentPhone: string, number: string, signedOn: string, extra: Record<string, unknown> = {}) => ({
  number,
  agentPhone,
  clientName: 'Петров Пётр Петрович',
  signedOn,
  ...extra,
});
