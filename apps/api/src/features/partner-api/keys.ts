// Issuing, rotating and revoking the partner API's keys (docs/partner-api.md «Ключи», decision 0063).
// A key that writes contracts moves members' money: it waits at the approvals door for a second admin
// (decision 0060) and works only once approved. A rotation keeps the key's rights (no second admin): the
// new key works at once and the old one until the overlap ends. A revocation works at the next call.
import {
  MONEY_SCOPES,
  PARTNER_DEFAULT_RATE_PER_MINUTE,
  PARTNER_SCOPE_TEXT,
  type IssuedPartnerKey,
  type IssuePartnerKeyBody,
  type PartnerKey,
} from '@cabinet/contracts';
import type { Secrets } from '../../config/secrets.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { getApprovals, requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { newKeySecrets } from './key-secrets.js';
import * as q from './key-queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listPartnerKeys(db: Queryable, now: Date): Promise<PartnerKey[]> {
  const rows = await q.listKeys(db);
  const approvals = await getApprovals(
    db,
    rows.flatMap((r) => (r.approvalId === null ? [] : [r.approvalId])),
  );
  return rows.map((r) => toKey(r, now, r.approvalId === null ? null : (approvals.get(r.approvalId) ?? null)));
}

function toKey(r: q.KeyRow, now: Date, approval: PartnerKey['approval']): PartnerKey {
  return {
    id: r.id,
    name: r.name,
    scopes: r.scopes,
    addresses: r.addresses,
    ratePerMinute: r.ratePerMinute,
    status: r.status,
    expiresAt: iso(r.expiresAt),
    expired: r.expiresAt !== null && r.expiresAt <= now,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    rotatedFrom: r.rotatedFrom,
    revokedAt: iso(r.revokedAt),
    lastUsedAt: iso(r.lastUsedAt),
    approval,
  };
}

async function keyAnswer(tx: Queryable, id: string, now: Date): Promise<PartnerKey> {
  const row = (await q.findKey(tx, id))!;
  const approvals = await getApprovals(tx, row.approvalId === null ? [] : [row.approvalId]);
  return toKey(row, now, row.approvalId === null ? null : (approvals.get(row.approvalId) ?? null));
}

/** The first moment after the Moscow day `day`: a key «до 31.12» works through that whole day. */
function endOfMoscowDay(day: string): Date {
  return new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000);
}

/**
 * Issues a key; answers its secrets once. A key that may write contracts is 'pending' until a second
 * admin approves it at the door.
 */
export async function issuePartnerKey(
  tx: Queryable,
  secrets: Secrets,
  who: Checker,
  body: IssuePartnerKeyBody & { addresses: string[]; expiresOn: string | null },
  now: Date,
  fresh = newKeySecrets(secrets),
): Promise<IssuedPartnerKey> {
  if (body.expiresOn !== null && body.expiresOn < moscowDate(now)) throw new AppError('partner_key_expiry_past');
  const scopes = [...new Set(body.scopes)];
  const needsSecond = scopes.some((s) => MONEY_SCOPES.includes(s));
  const addresses = [...new Set(body.addresses.map((a) => a.trim()))];
  await q.insertKey(tx, {
    id: fresh.id,
    name: body.name.trim(),
    scopes,
    addresses,
    ratePerMinute: body.ratePerMinute ?? PARTNER_DEFAULT_RATE_PER_MINUTE,
    status: needsSecond ? 'pending' : 'active',
    expiresAt: body.expiresOn === null ? null : endOfMoscowDay(body.expiresOn),
    secretHash: fresh.secretHash,
    signingSecret: fresh.sealedSigningSecret,
    createdBy: who.operatorId,
    createdAt: now,
    rotatedFrom: null,
  });
  await audit(
    tx,
    who,
    {
      action: 'partner_key.issued',
      targetType: 'partner_key',
      targetId: fresh.id,
      after: { name: body.name.trim(), scopes, addresses, expiresOn: body.expiresOn, waitsForSecondAdmin: needsSecond },
    },
    now,
  );
  if (needsSecond) {
    const approval = await requestApproval(
      tx,
      who,
      {
        kind: 'partner_key',
        subject: fresh.id,
        summary: `Ключ API партнёра «${body.name.trim()}»: ${scopes.map((s) => PARTNER_SCOPE_TEXT[s].toLowerCase()).join('; ')}`,
        effect: 'Система партнёра сможет передавать договоры: по ним участникам начисляются баллы.',
        payload: { keyId: fresh.id },
      },
      now,
    );
    await q.setKeyApproval(tx, fresh.id, approval.id);
  }
  return { key: await keyAnswer(tx, fresh.id, now), apiKey: fresh.apiKey, signingSecret: fresh.signingSecret };
}

/** Whether a key works now: active, not past its expiry. */
export const isKeyLive = (k: Pick<q.KeyRow, 'status' | 'expiresAt'>, now: Date) =>
  k.status === 'active' && (k.expiresAt === null || k.expiresAt > now);

/**
 * Replaces a working key with a new one of the same rights; the old one keeps working `overlapHours`
 * more (or until its own expiry, if sooner). Answers the new key's secrets once.
 */
export async function rotatePartnerKey(
  tx: Queryable,
  secrets: Secrets,
  who: Checker,
  id: string,
  overlapHours: number,
  now: Date,
): Promise<IssuedPartnerKey> {
  const old = await q.findKey(tx, id, true);
  if (!old) throw new AppError('not_found');
  if (!isKeyLive(old, now)) throw new AppError('partner_key_not_active');
  const fresh = newKeySecrets(secrets);
  const { scopes, addresses, ratePerMinute, expiresAt } = old;
  await q.insertKey(tx, {
    id: fresh.id,
    name: old.name,
    scopes,
    addresses,
    ratePerMinute,
    status: 'active',
    expiresAt,
    secretHash: fresh.secretHash,
    signingSecret: fresh.sealedSigningSecret,
    createdBy: who.operatorId,
    createdAt: now,
    rotatedFrom: old.id,
  });
  const oldUntil = new Date(now.getTime() + overlapHours * 3_600_000);
  await q.shortenKey(tx, old.id, oldUntil);
  await audit(
    tx,
    who,
    {
      action: 'partner_key.rotated',
      targetType: 'partner_key',
      targetId: old.id,
      after: { name: old.name, newKeyId: fresh.id, oldValidUntil: oldUntil.toISOString() },
    },
    now,
  );
  return { key: await keyAnswer(tx, fresh.id, now), apiKey: fresh.apiKey, signingSecret: fresh.signingSecret };
}

export async function revokePartnerKey(tx: Queryable, who: Checker, id: string, now: Date): Promise<PartnerKey> {
  const key = await q.findKey(tx, id, true);
  if (!key) throw new AppError('not_found');
  if (key.status === 'revoked') throw new AppError('partner_key_revoked');
  await q.revokeKey(tx, id, who.operatorId, now);
  await audit(
    tx,
    who,
    { action: 'partner_key.revoked', targetType: 'partner_key', targetId: id, after: { name: key.name } },
    now,
  );
  return keyAnswer(tx, id, now);
}

/**
 * What approving a key that writes contracts does (approval-effects.ts): it starts working, unless it
 * was revoked meanwhile; refusing it leaves it refused for good.
 */
export const partnerKeyApproval: ApprovalEffect = {
  apply: async (tx, a, { who, now }) => {
    const { keyId } = a.payload as { keyId: string };
    const key = await q.findKey(tx, keyId, true);
    if (!key || key.status !== 'pending') throw new AppError('not_found');
    await q.setKeyStatus(tx, keyId, 'active');
    await audit(
      tx,
      who,
      {
        action: 'partner_key.activated',
        targetType: 'partner_key',
        targetId: keyId,
        after: { name: key.name, approvalId: a.id, maker: a.madeBy },
      },
      now,
    );
  },
  refuse: async (tx, a) => {
    const { keyId } = a.payload as { keyId: string };
    await q.setKeyStatus(tx, keyId, 'refused');
  },
};
