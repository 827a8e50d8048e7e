// Push subscriptions per member and device (decision 0036). The endpoint is unique: a browser that
// subscribes again (new keys, or another member signed in on it) replaces its row.
import type { PushSubscriptionBody } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PushSender } from '../../providers/push/push.js';
import { countPushDevices } from './preferences.js';

export interface SubscriptionDeps {
  db: Db;
  clock: Clock;
  push: PushSender;
}

/** A member may have push on this many browsers; the oldest makes room for a new one. */
export const PUSH_DEVICES_MAX = 10;

export async function subscribePush(
  deps: SubscriptionDeps,
  memberId: string,
  body: Required<Pick<PushSubscriptionBody, 'endpoint' | 'keys'>> & { device: string },
): Promise<{ pushDevices: number }> {
  if (!deps.push.accepts(body.endpoint)) throw new AppError('push_endpoint_refused');
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth, device, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET member_id = $1, p256dh = $3, auth = $4, device = $5, created_at = $6`,
      [memberId, body.endpoint, body.keys.p256dh, body.keys.auth, body.device, deps.clock.now()],
    );
    await tx.query(
      `DELETE FROM push_subscriptions WHERE id IN (
         SELECT id FROM push_subscriptions WHERE member_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
      [memberId, PUSH_DEVICES_MAX],
    );
    return { pushDevices: await countPushDevices(tx, memberId) };
  });
}

/** Only the member's own subscription is removed; another's endpoint changes nothing. */
export async function unsubscribePush(
  deps: SubscriptionDeps,
  memberId: string,
  endpoint: string,
): Promise<{ pushDevices: number }> {
  await deps.db.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND endpoint = $2', [memberId, endpoint]);
  return { pushDevices: await countPushDevices(deps.db, memberId) };
}
