// A member's channels per kind of message (decision 0036). No row means the default: push on
// (it still needs a device with push on), SMS on for the kinds that have it.
import {
  MESSAGE_KIND_TEXT,
  MESSAGE_KINDS,
  type MessageKind,
  type MessagePreferencesResponse,
  type SetMessagePreferencesBody,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';

export interface PreferenceDeps {
  db: Db;
  clock: Clock;
}

const hasSms = (kind: MessageKind) => MESSAGE_KIND_TEXT[kind].sms !== null;

export async function countPushDevices(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE member_id = $1', [
    memberId,
  ]);
  return rows[0]?.n ?? 0;
}

export async function getMessagePreferences(db: Queryable, memberId: string): Promise<MessagePreferencesResponse> {
  const { rows } = await db.query<{ kind: MessageKind; push: boolean; sms: boolean }>(
    'SELECT kind, push, sms FROM message_preferences WHERE member_id = $1',
    [memberId],
  );
  const stored = new Map(rows.map((r) => [r.kind, r]));
  return {
    preferences: MESSAGE_KINDS.map((kind) => {
      const r = stored.get(kind);
      return { kind, push: r?.push ?? true, sms: hasSms(kind) ? (r?.sms ?? true) : null };
    }),
    pushDevices: await countPushDevices(db, memberId),
  };
}

/** Saves the listed kinds (the rest keep theirs); SMS of a kind without SMS is not stored as on. */
export async function setMessagePreferences(
  deps: PreferenceDeps,
  memberId: string,
  body: SetMessagePreferencesBody,
): Promise<MessagePreferencesResponse> {
  return deps.db.transaction(async (tx) => {
    const current = await getMessagePreferences(tx, memberId);
    const now = deps.clock.now();
    for (const p of body.preferences) {
      const was = current.preferences.find((c) => c.kind === p.kind)!;
      const sms = hasSms(p.kind) ? (p.sms ?? was.sms ?? true) : false;
      await tx.query(
        `INSERT INTO message_preferences (member_id, kind, push, sms, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, kind) DO UPDATE SET push = $3, sms = $4, updated_at = $5`,
        [memberId, p.kind, p.push, sms, now],
      );
    }
    return getMessagePreferences(tx, memberId);
  });
}
