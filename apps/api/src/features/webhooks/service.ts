// The webhooks feature as other features use it (docs/webhooks.md): the deciding transactions emit
// their events here, naming members by id and phone.
export { emitWebhookEvent, emitWebhookEvents, webhookMember } from './emit.js';
