// Telling a member their withdrawals were stopped (decision 0034): a check that finds the НПД status
// lost or the rights to register receipts revoked stops withdrawals, and the member hears of it at
// once — in the cabinet, by push and by SMS as their «Выплаты» settings allow — not at their next
// withdrawal. Said once per loss: only the check that sets the stop tells, the nights after it that
// find the same do not; a stop lifted and found again is a new loss.
import type { Queryable } from '../../db/types.js';
import { notify } from '../notifications/service.js';
import { storeStop, type StopReason } from './queries.js';

const WHAT_TO_DO_STATUS =
  'Если вы по-прежнему самозанятый, проверьте статус в приложении «Мой налог» и нажмите «Проверить в ФНС» на странице «Самозанятость» в профиле. ' +
  'Если вы снялись с учёта, выберите в профиле в разделе «Налоги» режим «Физическое лицо»: тогда вывод снова заработает, а НДФЛ будет удерживать компания.';

const NOTICE: Record<StopReason, string> = {
  npd_inactive: `Проверка в ФНС не подтвердила, что вы плательщик налога на профессиональный доход, поэтому вывод баллов приостановлен. ${WHAT_TO_DO_STATUS}`,
  binding_unregistered: `Платёжный сервис ЮKassa сообщил, что вы больше не зарегистрированы как самозанятый, поэтому вывод баллов приостановлен. ${WHAT_TO_DO_STATUS}`,
  binding_canceled:
    'Права на регистрацию чеков в «Мой налог» отозваны, поэтому вывод баллов приостановлен: без чека выплату самозанятому провести нельзя. ' +
    'Чтобы вывод снова заработал, откройте страницу «Самозанятость» в профиле, нажмите «Подключить «Мой налог»» и разрешите регистрацию чеков.',
};

export const stopNoticeTitle = 'Вывод средств приостановлен';

/**
 * Stops withdrawals with a reason, or (`reason` null) lets them go again, and tells the member of a
 * stop when withdrawals were allowed until now (`before`, the stop read under the lock). Called in
 * the transaction that holds the member's `member_npd` row locked.
 */
export async function setStop(
  tx: Queryable,
  s: { memberId: string; before: StopReason | null; reason: StopReason | null; at: Date },
): Promise<void> {
  await storeStop(tx, { memberId: s.memberId, reason: s.reason, at: s.at });
  if (s.before !== null || s.reason === null) return;
  await notify(tx, {
    memberId: s.memberId,
    category: 'withdrawal',
    title: stopNoticeTitle,
    body: NOTICE[s.reason],
    link: '/lk/self-employed',
    createdAt: s.at,
    message: { kind: 'payout', sms: true },
  });
}
