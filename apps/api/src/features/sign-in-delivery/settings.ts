import { DEFAULT_SMS_SETTINGS, type SmsSettings } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { audit, type AuditActor } from '../audit/service.js';

export async function getSmsSettings(db: Queryable): Promise<SmsSettings> {
  const { rows } = await db.query<{ key: 'sender' | 'template'; value: string }>('SELECT key, value FROM sms_settings');
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { sender: stored.sender ?? DEFAULT_SMS_SETTINGS.sender, template: stored.template ?? DEFAULT_SMS_SETTINGS.template };
}

export async function updateSmsSettings(tx: Queryable, who: AuditActor, change: SmsSettings, now: Date): Promise<SmsSettings> {
  const before = await getSmsSettings(tx);
  for (const key of ['sender', 'template'] as const) {
    await tx.query(
      `INSERT INTO sms_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [key, change[key], now, who.operatorId],
    );
  }
  const after = await getSmsSettings(tx);
  await audit(tx, who, { action: 'sms_settings.updated', targetType: 'settings', before, after }, now);
  return after;
}
