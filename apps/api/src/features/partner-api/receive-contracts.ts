// A partner's batch of contracts (docs/partner-api.md «Договоры»): each row judged by the rules a file's
// row is judged by (contract-intake/rules.ts), the new ones entered and paid through the one door of
// arrivals — the same tariffs, holds, contests and targets as the file import — and every row answered
// for itself: accepted, a duplicate (the programme has the contract already, whichever way it came), or
// refused with a code and the Russian reason.
import {
  normaliseRecipientPhone,
  stripNonDigits,
  type PartnerContractRow,
  type PartnerContractsResponse,
} from '@cabinet/contracts';
import type { Secrets } from '../../config/secrets.js';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { toPoints } from '../../ledger/amounts.js';
import { moscowDate } from '../../lib/moscow-time.js';
import {
  applyContractChange,
  lookUpArrivals,
  receiveContracts,
  rowClassifier,
  type ClassifiedRow,
  type RawRow,
} from '../contract-intake/service.js';
import { emitWebhookEvents } from '../webhooks/service.js';
import type { BatchOutcome } from './batches.js';
import { subscriberKey } from './key-secrets.js';

type RowAnswer = PartnerContractsResponse['rows'][number];

/** A subscriber's Russian number as `7XXXXXXXXXX`, written with or without +7/8, spaces, dashes, brackets. */
export function normaliseSubscriberPhone(text: string): string | null {
  if (!/^[\d\s()+-]{10,24}$/.test(text)) return null;
  const digits = stripNonDigits(text);
  if (/^[78]\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  if (/^\d{10}$/.test(digits)) return `7${digits}`;
  return null;
}

export async function receivePartnerContracts(
  tx: Queryable,
  ctx: { secrets: Secrets; startedOn: string; at: Date; jobs: JobSender },
  batchId: number,
  rows: readonly PartnerContractRow[],
): Promise<BatchOutcome<PartnerContractsResponse>> {
  const raw: RawRow[] = rows.map((r, index) => ({
    line: index,
    phone: r.agentPhone.trim(),
    number: r.number.trim(),
    client: r.clientName.trim(),
    signedOn: r.signedOn.trim(),
    status: 'действует',
    tariff: r.tariff?.trim() ?? '',
    holdDays: '',
  }));
  const { members, contracts } = await lookUpArrivals(tx, raw);
  const dates = { today: moscowDate(ctx.at), startedOn: ctx.startedOn };
  const classify = rowClassifier(members, contracts, dates, 'batch');
  const answers: RowAnswer[] = [];
  const fresh: { row: ClassifiedRow; subscriberKey: string | null }[] = [];
  for (const [index, judged] of raw.map(classify).entries()) {
    const base = { index, number: judged.number, contractId: null, reward: null, code: null, message: null };
    const phone = rows[index]!.subscriberPhone?.trim();
    const subscriber = phone ? normaliseSubscriberPhone(phone) : null;
    if (judged.kind === 'refused') answers.push({ ...base, result: 'refused', code: judged.code, message: judged.reason });
    else if (phone && !subscriber)
      answers.push({
        ...base,
        result: 'refused',
        code: 'subscriber_phone_invalid',
        message: 'Телефон абонента не распознан: нужен российский номер из 10 цифр после +7',
      });
    else if (judged.kind === 'new') {
      fresh.push({ row: judged, subscriberKey: subscriber ? subscriberKey(ctx.secrets, subscriber) : null });
      answers.push({ ...base, result: 'accepted' });
    } else {
      // Known with the same member and date: a duplicate, whose client a later row may correct.
      if (judged.kind === 'changed')
        await applyContractChange(tx, { number: judged.number, clientName: judged.clientName, cancel: false }, ctx.at);
      answers.push({ ...base, result: 'duplicate' });
    }
  }
  await receiveContracts(
    tx,
    fresh.map(({ row, subscriberKey: key }) => ({
      memberId: row.memberId!,
      number: row.number,
      clientName: row.clientName,
      signedOn: row.signedOn,
      tariff: row.tariff,
      subscriberKey: key,
    })),
    ctx.at,
    { partnerBatchId: batchId },
    ctx.jobs,
  );
  await fillContracts(tx, answers, batchId);
  await tellRefused(tx, answers, members, raw, ctx);
  const count = (r: RowAnswer['result']) => answers.filter((a) => a.result === r).length;
  const counts = { rows: answers.length, accepted: count('accepted'), duplicates: count('duplicate'), refused: count('refused') };
  return {
    answer: {
      batchId,
      received: answers.length,
      accepted: counts.accepted,
      duplicates: counts.duplicates,
      refused: counts.refused,
      rows: answers,
    },
    counts,
  };
}

/** `contract.refused` for the batch's refused rows, naming the agent where the phone found one. */
async function tellRefused(
  tx: Queryable,
  answers: readonly RowAnswer[],
  members: ReadonlyMap<string, string>,
  raw: readonly RawRow[],
  { at, jobs }: { at: Date; jobs: JobSender },
): Promise<void> {
  const refused = answers.filter((a) => a.result === 'refused');
  if (refused.length === 0) return;
  await emitWebhookEvents(
    tx,
    'contract.refused',
    async () => {
      return refused.map((a) => {
        const phone = normaliseRecipientPhone(raw[a.index]!.phone);
        const memberId = phone ? members.get(phone) : undefined;
        return {
          data: {
            number: a.number,
            member: phone && memberId ? { id: memberId, phone } : null,
            reason: a.message ?? '',
            refusedAt: at.toISOString(),
          },
          at,
        };
      });
    },
    jobs,
  );
}

/**
 * The contract each accepted or duplicate row names, with what an accepted one earns; a row accepted
 * here but entered meanwhile by a parallel arrival (another batch, a file) is a duplicate after all.
 */
async function fillContracts(tx: Queryable, answers: RowAnswer[], batchId: number): Promise<void> {
  const numbers = answers.filter((a) => a.result !== 'refused').map((a) => a.number);
  if (numbers.length === 0) return;
  const { rows } = await tx.query<{ asked: string; id: number; reward: number; batch: number | null }>(
    `SELECT x.asked, c.id::float8 AS id, c.reward::float8 AS reward, c.partner_batch_id::int AS batch
       FROM unnest($1::text[]) AS x (asked) JOIN contracts c ON c.number_key = contract_number_key(x.asked)`,
    [numbers],
  );
  const found = new Map(rows.map((r) => [r.asked, r]));
  for (const a of answers) {
    const c = found.get(a.number);
    if (!c) continue;
    a.contractId = c.id;
    if (a.result === 'accepted') {
      if (c.batch === batchId) a.reward = toPoints(c.reward);
      else a.result = 'duplicate';
    }
  }
}
