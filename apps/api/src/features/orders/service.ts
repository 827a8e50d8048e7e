// The orders feature as other features use it: a withdrawal creates its order here, the balance
// counts the pending ones, the back office pays, rejects and reads them.
export { cancelOrder } from './cancel-order.js';
export { createOrder, type OrderDestination } from './create-order.js';
export { payOrder } from './pay-order.js';
export { rejectOrder } from './reject-order.js';
export {
  countPendingOrders,
  destinationView,
  findOrder,
  findOrderCard,
  listOrders,
  moveOrderRail,
  orderPayoutKind,
  type DestinationColumns,
} from './queries.js';
