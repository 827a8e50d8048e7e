import { cancelOrderRoute, getOrderRoute, listOrdersRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { cancelOrder } from './cancel-order.js';
import { findOrder, listOrders } from './queries.js';

export const ordersRoutes = [
  implement(listOrdersRoute, async ({ deps, member, query }) => ({
    listCardOrder: await listOrders(deps.db, member.memberId, query.category),
  })),
  implement(getOrderRoute, async ({ deps, member, params }) => {
    const order = await findOrder(deps.db, member.memberId, params.id);
    if (!order) throw new AppError('not_found');
    return { order };
  }),
  implement(cancelOrderRoute, async ({ deps, member, params }) => {
    const order = await deps.db.transaction(async (tx) => {
      await cancelOrder(tx, { memberId: member.memberId, orderId: params.id, at: deps.clock.now() });
      return findOrder(tx, member.memberId, params.id);
    });
    return { order: order! };
  }),
];
