// A partner's batch of contract events (docs/partner-api.md «События договора»): `activated` confirms a
// contract, so its reward held for the quality hold becomes the member's at once; `terminated` cancels
// it — inside the hold the reward is voided with no debt, after it the reward is clawed back and what
// the balance lacks becomes a debt (cancel-contract.ts). Rows are applied in the batch's order, each
// answered for itself.
import {
  PARTNER_EVENT_TYPES,
  type PartnerEventsBody,
  type PartnerEventsResponse,
  type PartnerEventType,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { applyContractChange } from '../contract-intake/service.js';
import { findContractByNumber, findContracts, releaseContractHolds } from '../rewards/service.js';
import type { BatchOutcome } from './batches.js';

type EventAnswer = PartnerEventsResponse['rows'][number];

const isEventType = (t: string): t is PartnerEventType => (PARTNER_EVENT_TYPES as readonly string[]).includes(t);

export async function receivePartnerEvents(
  tx: Queryable,
  at: Date,
  batchId: number,
  events: PartnerEventsBody['events'],
): Promise<BatchOutcome<PartnerEventsResponse>> {
  const numbers = events.map((e) => e.number.trim());
  const answers: EventAnswer[] = [];
  for (const [index, e] of events.entries()) {
    const number = numbers[index]!;
    const type = e.type.trim();
    const base = { index, number, type, released: null, clawedBack: null, debt: null, voided: null, code: null, message: null };
    const refuse = (code: EventAnswer['code'], message: string) => answers.push({ ...base, result: 'refused', code, message });
    if (!isEventType(type)) {
      refuse('event_type_invalid', 'Событие не распознано: нужно activated или terminated');
      continue;
    }
    // Read row by row: an earlier row of the batch may have changed the contract.
    const contract = number.length > 0 && number.length <= 64 ? (await findContracts(tx, [number])).get(number) : undefined;
    if (!contract) {
      refuse('contract_unknown', 'Договор с таким номером не найден в программе');
      continue;
    }
    if (type === 'activated') {
      if (contract.status === 'terminated') {
        refuse('contract_terminated', 'Договор уже расторгнут: подключить его нельзя');
        continue;
      }
      const { id } = (await findContractByNumber(tx, number))!;
      const [released] = contract.held ? await releaseContractHolds(tx, [id], at) : [];
      answers.push(
        released ? { ...base, result: 'applied', released: toPoints(released.reward) } : { ...base, result: 'unchanged' },
      );
      continue;
    }
    const { cancelled } = await applyContractChange(tx, { number, cancel: true }, at);
    answers.push(
      cancelled
        ? { ...base, result: 'applied', clawedBack: cancelled.clawedBack, debt: cancelled.debt, voided: cancelled.heldVoided }
        : { ...base, result: 'unchanged' },
    );
  }
  const count = (r: EventAnswer['result']) => answers.filter((a) => a.result === r).length;
  const counts = { rows: answers.length, accepted: count('applied'), duplicates: count('unchanged'), refused: count('refused') };
  return {
    answer: {
      batchId,
      received: answers.length,
      applied: counts.accepted,
      unchanged: counts.duplicates,
      refused: counts.refused,
      rows: answers,
    },
    counts,
  };
}
