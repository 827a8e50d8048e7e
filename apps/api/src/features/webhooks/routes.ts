import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  sendTestWebhookRoute,
  updateWebhookEndpointRoute,
} from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { implement } from '../../http/route-handler.js';
import { auditActorOf } from '../audit/service.js';
import { listDeliveries, redeliver, sendTestEvent, type DeliveryLogDeps } from './deliveries.js';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateEndpointSecret, updateEndpoint } from './endpoints.js';

const logDeps = (deps: AppDeps): DeliveryLogDeps => ({ ...deps, jobsSchema: deps.jobs.schema });

/** The back office's webhooks (admins): endpoints, their secrets, their delivery logs. */
export const webhookRoutes = [
  implement(listWebhookEndpointsRoute, async ({ deps }) => ({ endpoints: await listEndpoints(deps.db, deps.clock.now()) })),
  implement(createWebhookEndpointRoute, async ({ deps, operator, body }) => createEndpoint(deps, auditActorOf(operator), body)),
  implement(updateWebhookEndpointRoute, async ({ deps, operator, params, body }) =>
    updateEndpoint(deps, auditActorOf(operator), params.id, body),
  ),
  implement(rotateWebhookSecretRoute, async ({ deps, operator, params, body }) =>
    rotateEndpointSecret(deps, auditActorOf(operator), params.id, body),
  ),
  implement(deleteWebhookEndpointRoute, async ({ deps, operator, params }) =>
    deleteEndpoint(deps, auditActorOf(operator), params.id),
  ),
  implement(listWebhookDeliveriesRoute, async ({ deps, params, query }) => listDeliveries(logDeps(deps), params.id, query)),
  implement(redeliverWebhookRoute, async ({ deps, operator, params }) =>
    redeliver(logDeps(deps), auditActorOf(operator), params.id, params.messageId),
  ),
  implement(sendTestWebhookRoute, async ({ deps, operator, params }) =>
    sendTestEvent(logDeps(deps), auditActorOf(operator), params.id),
  ),
];
