// A tax profile changed while the member's withdrawal orders are open (decision 0042): here, above
// both the orders and the tax features, as the request of a withdrawal is. Each order
// keeps the decision it was made with, so nothing the change does reaches its payout; the member
// chooses, on the screen, whether the open orders are paid as they were decided (`wait`) or are
// cancelled with their points returned (`cancel`) — an order already handed to the bank cannot be
// called back and is paid as decided.
import type { SetTaxProfileBody } from '@cabinet/contracts';
import type { Db } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { cancelOrder } from '../orders/service.js';
import { openOrdersOf, storedProfile } from '../tax/service.js';

/** Refuses a change while orders are open unless the member chose; cancels them when that was the choice. */
export async function settleOpenOrders(db: Db, memberId: string, body: SetTaxProfileBody, now: Date): Promise<void> {
  const current = await storedProfile(db, memberId);
  const inn = body.inn === '' ? null : body.inn;
  if (current.regime === body.regime && current.inn === inn && current.resident === body.resident) return;
  const open = await openOrdersOf(db, memberId);
  if (open.length === 0 || body.openOrders === 'wait') return;
  const numbers = open.map((id) => `№ ${id}`).join(', ');
  if (body.openOrders !== 'cancel') {
    throw new AppError('tax_orders_open', {
      message: `${open.length === 1 ? 'Заявка' : 'Заявки'} ${numbers} ещё в обработке: налог по ${open.length === 1 ? 'ней' : 'ним'} определён при создании. Дождитесь выплаты по прежнему режиму — новый применится к следующим заявкам — или отмените ${open.length === 1 ? 'заявку' : 'заявки'}: баллы вернутся на баланс.`,
    });
  }
  await db.transaction(async (tx) => {
    for (const orderId of open) {
      try {
        await cancelOrder(tx, { memberId, orderId, at: now });
      } catch (err) {
        // Handed to the bank (or closed meanwhile): it is paid as it was decided.
        if (!(err instanceof AppError && err.code === 'order_not_cancellable')) throw err;
      }
    }
  });
}
