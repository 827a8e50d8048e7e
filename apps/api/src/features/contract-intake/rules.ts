// The rules of an arriving contract, whichever way it comes (a file's row, a partner API's row: decision
// 0063): what entering it would do, and why it is refused — a code for machines and a Russian reason
// naming the row's values.
import { normaliseDate } from '../../lib/written-date.js';
import {
  contractNumberKey,
  formatPhone,
  MAX_HOLD_DAYS,
  normaliseRecipientPhone,
  type ImportRowKind,
  type PartnerRowCode,
} from '@cabinet/contracts';
import { contractDateRefusal } from '../../lib/contract-dates.js';
import { russianDate } from '../../lib/moscow-time.js';
import type { ContractState } from '../rewards/service.js';
import { normaliseStatus } from './status-spellings.js';

export { normaliseStatus, type ContractStatus } from './status-spellings.js';
export { normaliseDate };

/** An arriving contract's cells as written, before any rule read them. */
export interface RawRow {
  /** The row's line in a file (from 2: the header is line 1), or its place in a batch (from 1). */
  line: number;
  phone: string;
  number: string;
  client: string;
  signedOn: string;
  status: string;
  /** Empty when not given. */
  tariff: string;
  holdDays: string;
}

export interface ClassifiedRow {
  line: number;
  kind: ImportRowKind;
  /** Why a refused row is refused: its code, and (`reason`) the Russian text; a changed row's changes. */
  code: PartnerRowCode | null;
  reason: string | null;
  /** Normalised where readable (phone 79…, date YYYY-MM-DD, status active/cancelled), else as written. */
  phone: string;
  number: string;
  clientName: string;
  signedOn: string;
  status: string;
  /** The contract's tariff as written (spaces collapsed), null when the file does not say. */
  tariff: string | null;
  /** Days its tariff holds the reward, as the file said; null: the programme's period (decision 0053). */
  holdDays: number | null;
  memberId: string | null;
}

/** The longest a valid cell can be: a contract number and a client by the rules; a phone, a date and a status written any way. */
export const IMPORT_CELL_MAX = { phone: 32, number: 64, client: 200, signedOn: 32, status: 32, tariff: 100 } as const;

/** `text` cut to `max` characters, the cut marked with «…». */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A hold written as whole days 0…365; null for an empty cell, NaN for anything else. */
export function normaliseHoldDays(text: string): number | null {
  if (text === '') return null;
  if (!/^\d{1,3}$/.test(text)) return Number.NaN;
  const days = Number(text);
  return days <= MAX_HOLD_DAYS ? days : Number.NaN;
}

/**
 * Classifies the rows against the members (phone → id) and the contracts already entered, whichever
 * way they came. `dates` (`YYYY-MM-DD`: today in Moscow, the programme's first day) bound the signing
 * dates.
 */
export function classifyRows(
  rows: readonly RawRow[],
  members: ReadonlyMap<string, string>,
  contracts: ReadonlyMap<string, ContractState>,
  dates: { today: string; startedOn: string },
): ClassifiedRow[] {
  return rows.map(rowClassifier(members, contracts, dates));
}

/**
 * `classifyRows` one row at a time, in the file's order (a number met twice is refused on its second
 * line): the caller may give the event loop a turn between rows.
 */
export function rowClassifier(
  members: ReadonlyMap<string, string>,
  contracts: ReadonlyMap<string, ContractState>,
  dates: { today: string; startedOn: string },
  arrivesIn: 'file' | 'batch' = 'file',
): (raw: RawRow) => ClassifiedRow {
  const firstLineOf = new Map<string, number>();
  const repeatedWhere = (first: number) => (arrivesIn === 'file' ? `в файле (строка ${first})` : `в пакете (индекс ${first})`);
  return (raw) => {
    const phone = normaliseRecipientPhone(raw.phone);
    const signedOn = normaliseDate(raw.signedOn);
    const status = normaliseStatus(raw.status);
    const tariff = raw.tariff.replace(/\s+/g, ' ') || null;
    const holdDays = normaliseHoldDays(raw.holdDays);
    // A refused row keeps what was written, cut to what a valid value can be (decision 0030): a
    // megabyte cell is neither stored nor sent back whole by the refused rows' list.
    const row: ClassifiedRow = {
      line: raw.line,
      kind: 'refused',
      code: null,
      reason: null,
      phone: phone ?? clip(raw.phone, IMPORT_CELL_MAX.phone),
      number: clip(raw.number, IMPORT_CELL_MAX.number),
      clientName: clip(raw.client, IMPORT_CELL_MAX.client),
      signedOn: signedOn ?? clip(raw.signedOn, IMPORT_CELL_MAX.signedOn),
      status: status ?? clip(raw.status, IMPORT_CELL_MAX.status),
      tariff: tariff === null ? null : clip(tariff, IMPORT_CELL_MAX.tariff),
      holdDays: Number.isNaN(holdDays) ? null : holdDays,
      memberId: phone ? (members.get(phone) ?? null) : null,
    };
    const refuse = (code: PartnerRowCode, reason: string) => ({ ...row, kind: 'refused' as const, code, reason });

    if (!raw.number) return refuse('number_missing', 'Не указан номер договора');
    if (raw.number.length > IMPORT_CELL_MAX.number) return refuse('number_too_long', 'Номер договора длиннее 64 символов');
    // One contract per number's key (migration 0118): «АД-1» and «ад 1» are one contract.
    const key = contractNumberKey(raw.number);
    const first = firstLineOf.get(key);
    if (first !== undefined) return refuse('number_repeated', `Номер договора уже встречался ${repeatedWhere(first)}`);
    firstLineOf.set(key, raw.line);
    if (!phone) return refuse('phone_invalid', 'Телефон участника не распознан: нужен мобильный номер вида +7 9XX XXX-XX-XX');
    if (!row.memberId) return refuse('member_unknown', `Участник с телефоном ${formatPhone(phone)} не найден`);
    if (!raw.client) return refuse('client_missing', 'Не указан клиент');
    if (raw.client.length > IMPORT_CELL_MAX.client) return refuse('client_too_long', 'Имя клиента длиннее 200 символов');
    if (!signedOn) return refuse('date_invalid', 'Дата подписания не распознана: нужна ДД.ММ.ГГГГ или ГГГГ-ММ-ДД');
    const dateRefusal = contractDateRefusal(signedOn, dates);
    if (dateRefusal) return refuse(signedOn > dates.today ? 'date_in_future' : 'date_before_programme', dateRefusal);
    if (!status) return refuse('status_invalid', 'Статус не распознан: нужен «действует» или «расторгнут»');
    if (tariff !== null && tariff.length > IMPORT_CELL_MAX.tariff) return refuse('tariff_too_long', 'Тариф длиннее 100 символов');
    if (Number.isNaN(holdDays))
      return refuse('hold_invalid', `Удержание не распознано: нужно целое число дней от 0 до ${MAX_HOLD_DAYS}`);

    const known = contracts.get(raw.number);
    if (!known) {
      if (status === 'cancelled')
        return refuse('new_terminated', 'Новый договор со статусом «расторгнут»: начислять и списывать нечего');
      return { ...row, kind: 'new' as const };
    }
    // A contract a credited claim brought is paid: the file may correct its client, never pay it again.
    const byClaim = known.claimId === null ? '' : ` по спору № ${known.claimId}`;
    if (known.memberId !== row.memberId)
      return refuse(
        'contract_other_member',
        byClaim ? `Договор уже начислен другому участнику${byClaim}` : 'Договор уже загружен для другого участника',
      );
    if (known.signedOn !== signedOn)
      return refuse(
        'contract_date_differs',
        byClaim
          ? `Дата подписания отличается от указанной в споре № ${known.claimId} (${russianDate(known.signedOn)})`
          : `Дата подписания отличается от загруженной (${russianDate(known.signedOn)})`,
      );
    if (known.status === 'terminated' && status === 'active')
      return refuse('contract_terminated', 'Договор уже расторгнут: снова сделать его действующим нельзя');
    const changes: string[] = [];
    if (known.status === 'active' && status === 'cancelled')
      changes.push(
        known.held
          ? 'договор расторгается до подтверждения, начисление отменяется без долга'
          : 'договор расторгается, начисление будет списано',
      );
    if (known.clientName !== raw.client) changes.push(`клиент: «${known.clientName}» → «${raw.client}»`);
    // The tariff of a contract already imported stays as it was: the contests counted it by that
    // tariff when it came (docs/product.md §11), and a later file neither recounts nor refuses it.
    if (changes.length === 0) return { ...row, kind: 'unchanged' as const };
    const reason = changes.join('; ');
    return { ...row, kind: 'changed' as const, reason: reason[0]!.toUpperCase() + reason.slice(1) };
  };
}
