// The audit log's member filter as an operator knows a member (a phone in any form, a part of the
// name) and its entries' fields in Russian (decision 0030).
import { AUDIT_FIELD_LABELS, auditFieldLabel, auditValueText } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  ids.ivanova = await seedMember(ctx.db, {
    phone: '79018880001',
    lastName: 'Иванова',
    firstName: 'Дарья',
    middleName: 'Олеговна',
  });
  ids.petrov = await seedMember(ctx.db, { phone: '79028880002', lastName: 'Петров', firstName: 'Иван', middleName: 'Ильич' });
  // Opening a card writes an entry about its member.
  for (const id of Object.values(ids))
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers: admin.headers })).statusCode).toBe(
      200,
    );
});

const membersOf = async (member: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit?member=${encodeURIComponent(member)}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return [...new Set(res.json().entries.map((e: { memberId: string }) => e.memberId))];
};

describe('the member filter', () => {
  it('finds a member by the phone in any form or a part of it', async () => {
    for (const phone of ['+7 (901) 888-00-01', '8 901 888 00 01', '9018880001', '79018880001', '901 888'])
      expect(await membersOf(phone), phone).toEqual([ids.ivanova]);
    expect(await membersOf('888-000')).toEqual(expect.arrayContaining([ids.ivanova, ids.petrov]));
  });

  it('finds a member by a part of the name, its parts in any order and case', async () => {
    expect(await membersOf('иванова')).toEqual([ids.ivanova]);
    expect(await membersOf('Иван Петров')).toEqual([ids.petrov]);
    expect((await membersOf('Иван')).toSorted()).toEqual([ids.ivanova, ids.petrov].toSorted());
    expect(await membersOf('Сидоров')).toEqual([]);
  });

  it('exports with the same filter, and refuses an inverted range of days', async () => {
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/export.csv?member=Петров', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Петров Иван');
    expect(csv.body).not.toContain('Иванова');
    const inverted = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?dateFrom=2026-03-10&dateTo=2026-03-01',
      headers: admin.headers,
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toEqual({ dateTo: 'Дата «по» раньше даты «с»' });
  });
});

describe('changes in Russian', () => {
  it('names the fields of an entry by their labels, an unknown one by its name', () => {
    expect(auditValueText({ status: 'paid', amount: 100, reason: 'Дубль' })).toBe('Статус: paid; Сумма: 100; Причина: Дубль');
    expect(auditValueText([{ minContracts: 1, reward: 500 }])).toBe('От договоров: 1; Вознаграждение: 500');
    expect(auditValueText({ somethingNew: true })).toBe('somethingNew: true');
    expect(auditValueText(null)).toBe('');
    expect(auditFieldLabel('toString')).toBe('toString');
  });

  it("labels every field this file's entries hold", async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/export.csv?member=Петров', headers: admin.headers });
    const { rows } = await ctx.db.query<{ key: string }>(
      `SELECT DISTINCT jsonb_object_keys(v) AS key FROM audit_log, LATERAL (VALUES (before), (after)) AS t (v)
        WHERE jsonb_typeof(v) = 'object'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key).filter((k) => !Object.hasOwn(AUDIT_FIELD_LABELS, k))).toEqual([]);
  });
});
