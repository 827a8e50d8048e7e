// The public entry of the messages feature (decision 0036): what other features use to send a
// notification by push and SMS too, and to count a back-office send's channels.
export { deliverMessagesJob } from './job.js';
export { countSendDeliveries, deliveriesFromInserted, queueSendDeliveries } from './outbox.js';
export type { ChannelCount, MessageRoute } from './outbox.js';
