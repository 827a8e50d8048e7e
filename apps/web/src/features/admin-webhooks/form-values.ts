// An address's form values (as the inputs hold them) and their way to the contract's body, for a new
// address and for an address's changes alike, checked by the contract's own schema (resolvers.ts,
// loaded on first use by decision 0022).
import type { CreateWebhookEndpointBody, WebhookEndpoint, WebhookEventType } from '@cabinet/contracts/client';

export interface EndpointFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** A new address's form, or an address's own values to change. */
export function toValues(endpoint: WebhookEndpoint | null): EndpointFormValues {
  return { url: endpoint?.url ?? '', description: endpoint?.description ?? '', events: endpoint ? [...endpoint.events] : [] };
}

/** The body of a new address; an address's changes send the same three fields. */
export function toBody(v: EndpointFormValues): Required<CreateWebhookEndpointBody> {
  return { url: v.url, description: v.description, events: v.events };
}

/** The form's field a refusal of the body names (`events.2` is the events' field). */
export function fieldOf(path: readonly PropertyKey[]): keyof EndpointFormValues {
  const head = String(path[0] ?? 'url');
  return head === 'description' || head === 'events' ? head : 'url';
}
