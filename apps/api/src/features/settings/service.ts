// How admins change the programme's settings at run time (what is in force, and the table's one
// writer, are ../programme-settings). A change that weakens a control waits for a second admin at the
// approvals door (decisions 0029, 0060): the payout approval threshold going up lets larger payouts
// out on one operator's word, a shorter quality hold pays for contracts not yet confirmed (decision
// 0053).
import { countRu, formatPoints, type Approval, type ProgrammeSettings, type UpdateSettingsResponse } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import {
  getSettings,
  SETTING_NAMES,
  SETTING_ROWS,
  writeProgrammeSetting,
  type SettingName,
} from '../programme-settings/service.js';

/** Which way of changing each setting waits for a second admin. */
const WEAKENS: Record<SettingName, (next: number, now: number) => boolean> = {
  payoutApprovalThreshold: (n, c) => n > c,
  holdDays: (n, c) => n < c,
};

/** Each setting in the approval's words: its name, a value, and what approving the weaker one does. */
const WORDS: Record<SettingName, { name: string; value: (v: number) => string; effect: string }> = {
  payoutApprovalThreshold: {
    name: 'Порог подтверждения выплат',
    value: (v) => formatPoints(v),
    effect:
      'Выплаты меньше нового порога оператор проведёт без второго оператора, а начисления одного администратора ' +
      'за день меньше него — без второго администратора.',
  },
  holdDays: {
    name: 'Удержание начислений',
    value: (v) => countRu(v, ['день', 'дня', 'дней']),
    effect: 'Начисления за новые договоры станут доступны к выводу раньше; начисления, которые уже ждут, ждут прежний срок.',
  },
};

/** The summary of a weaker setting's request, as migration 0125 wrote the earlier ones too. */
export function settingsChangeSummary(name: SettingName, before: number, after: number): string {
  const w = WORDS[name];
  return `${w.name} ${w.value(before)} → ${w.value(after)}`;
}

export const settingsChangeEffect = (name: SettingName): string => WORDS[name].effect;

/** What a request of kind `settings` applies: one setting, in the contract's units (points, days). */
export interface SettingsChangePayload {
  setting: SettingName;
  /** The value in force when it was asked for. */
  before: number;
  value: number;
}

/** Writes the settings `change` names, audited with the whole settings before and after. */
async function writeSettings(
  tx: Queryable,
  who: AuditActor,
  change: Partial<ProgrammeSettings>,
  now: Date,
  approval?: object,
): Promise<ProgrammeSettings> {
  const before = await getSettings(tx);
  for (const name of SETTING_NAMES) {
    const value = change[name];
    if (value === undefined) continue;
    await writeProgrammeSetting(tx, {
      key: SETTING_ROWS[name].key,
      value: SETTING_ROWS[name].stored(value),
      by: who.operatorId,
      at: now,
    });
  }
  const after = await getSettings(tx);
  await audit(tx, who, { action: 'settings.updated', targetType: 'settings', before, after: { ...after, ...approval } }, now);
  return after;
}

/**
 * Each setting asked for that is stricter than (or equal to) the one in force acts at once; each
 * weaker one is a request of its own at the approvals door, which takes one per setting. A setting
 * unchanged writes nothing.
 */
export async function updateSettings(
  tx: Queryable,
  who: Checker,
  change: Partial<ProgrammeSettings>,
  now: Date,
): Promise<UpdateSettingsResponse> {
  const current = await getSettings(tx);
  const atOnce: Partial<ProgrammeSettings> = {};
  const waiting: SettingName[] = [];
  for (const name of SETTING_NAMES) {
    const value = change[name];
    if (value === undefined || value === current[name]) continue;
    if (WEAKENS[name](value, current[name])) waiting.push(name);
    else atOnce[name] = value;
  }
  const inForce = Object.keys(atOnce).length > 0 ? await writeSettings(tx, who, atOnce, now) : current;
  const pendingChanges: Approval[] = [];
  for (const name of waiting) {
    const payload: SettingsChangePayload = { setting: name, before: inForce[name], value: change[name]! };
    pendingChanges.push(
      await requestApproval(
        tx,
        who,
        {
          kind: 'settings',
          subject: SETTING_ROWS[name].key,
          summary: settingsChangeSummary(name, payload.before, payload.value),
          effect: settingsChangeEffect(name),
          payload,
        },
        now,
      ),
    );
  }
  return { ...inForce, pendingChanges };
}

/**
 * What approving a weaker setting does (approval-effects.ts): that setting only, as asked — another one
 * may have changed since — audited as the approver's with the maker named.
 */
export const settingsApproval: ApprovalEffect = {
  async apply(tx, a, { who, now }) {
    const { setting, value } = a.payload as SettingsChangePayload;
    await writeSettings(tx, who, { [setting]: value }, now, { approvalId: a.id, maker: a.madeBy });
  },
};
