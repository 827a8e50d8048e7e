import {
  getSmsSettingsRoute,
  memberSignInCodesRoute,
  sendCodeBySmsRoute,
  smsBalancesRoute,
  updateSmsSettingsRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { limitByAddress } from '../../lib/rate-limit.js';
import { SmsNotSent } from '../../providers/sms/sms.js';
import { auditActorOf } from '../audit/service.js';
import { passCodeOn } from './service.js';
import { listMemberSignInCodes } from './member-codes.js';
import { findTelegramDeliveryOfSignIn, listBalances } from './queries.js';
import { getSmsSettings, updateSmsSettings } from './settings.js';

export const signInDeliveryRoutes = [
  implement(sendCodeBySmsRoute, async ({ deps, log, body, req }) => {
    // Counted with code requests: each of these may cost an SMS too.
    await limitByAddress(deps.db, deps.clock.now(), {
      action: 'code',
      ip: req.ip,
      windowMs: 3_600_000,
      limit: deps.env.CODE_REQUESTS_PER_IP_PER_HOUR,
    });
    if (!/^[0-9a-f-]{36}$/i.test(body.userId)) throw new AppError('code_expired');
    const found = await findTelegramDeliveryOfSignIn(deps.db, body.userId, deps.clock.now());
    if (!found) throw new AppError('code_expired');
    // A code that went by SMS, or went on by SMS already, is not sent again: the answer is the same.
    if (found.deliveryId) {
      try {
        await passCodeOn({ ...deps, log }, found.deliveryId);
      } catch (err) {
        if (err instanceof SmsNotSent) throw new AppError('sms_failed');
        throw err;
      }
    }
    return { channel: 'sms' as const };
  }),
  implement(memberSignInCodesRoute, async ({ deps, params }) => ({
    codes: await listMemberSignInCodes(deps.db, params.id.toLowerCase(), deps.clock.now()),
  })),
  implement(smsBalancesRoute, async ({ deps }) => {
    const warningBelow = deps.env.SMS_BALANCE_WARNING;
    const balances = await listBalances(deps.db);
    return {
      warningBelow,
      balances: balances.map((b) => ({ ...b, checkedAt: b.checkedAt.toISOString(), low: b.balance < warningBelow })),
    };
  }),
  implement(getSmsSettingsRoute, async ({ deps }) => getSmsSettings(deps.db)),
  implement(updateSmsSettingsRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => updateSmsSettings(tx, auditActorOf(operator), body, deps.clock.now())),
  ),
];
