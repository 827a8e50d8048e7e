import {
  IDEMPOTENCY_KEY_HEADER,
  issuePartnerKeyRoute,
  listPartnerKeysRoute,
  partnerContractsRoute,
  partnerContractStatusRoute,
  partnerEventsRoute,
  partnerStructureRoute,
  revokePartnerKeyRoute,
  rotatePartnerKeyRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { audit, auditActorOf } from '../audit/service.js';
import { runPartnerBatch } from './batches.js';
import { receivePartnerEvents } from './contract-events.js';
import { partnerContractStatus } from './contract-status.js';
import { issuePartnerKey, listPartnerKeys, revokePartnerKey, rotatePartnerKey } from './keys.js';
import { receivePartnerContracts } from './receive-contracts.js';
import { receivePartnerStructure } from './receive-structure.js';

export const partnerRoutes = [
  implement(partnerContractsRoute, async ({ deps, partner, headers, body }) => {
    const at = deps.clock.now();
    const ctx = { secrets: deps.secrets, startedOn: deps.env.PROGRAMME_STARTED_ON, at, jobs: deps.jobs };
    const batch = {
      kind: 'contracts' as const,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      body,
      at,
      action: 'partner.contracts_received' as const,
    };
    return runPartnerBatch(deps.db, partner, batch, (tx, batchId) => receivePartnerContracts(tx, ctx, batchId, body.contracts));
  }),
  implement(partnerEventsRoute, async ({ deps, partner, headers, body }) => {
    const at = deps.clock.now();
    const batch = {
      kind: 'events' as const,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      body,
      at,
      action: 'partner.events_received' as const,
    };
    return runPartnerBatch(deps.db, partner, batch, (tx, batchId) => receivePartnerEvents(tx, at, batchId, body.events));
  }),
  implement(partnerStructureRoute, async ({ deps, partner, headers, body }) => {
    const at = deps.clock.now();
    const batch = {
      kind: 'structure' as const,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      body,
      at,
      action: 'partner.structure_received' as const,
    };
    return runPartnerBatch(deps.db, partner, batch, (tx, batchId) => receivePartnerStructure(tx, partner, batchId, body, at));
  }),
  implement(partnerContractStatusRoute, async ({ deps, partner, params }) => {
    const status = await partnerContractStatus(deps.db, params.number);
    await audit(
      deps.db,
      { operatorId: null, actor: `partner:${partner.keyName}`, ip: partner.ip },
      { action: 'partner.contract_read', targetType: 'contract', targetId: status.number, after: { keyId: partner.keyId } },
      deps.clock.now(),
    );
    return status;
  }),
];

export const partnerKeyRoutes = [
  implement(listPartnerKeysRoute, async ({ deps }) => ({ keys: await listPartnerKeys(deps.db, deps.clock.now()) })),
  implement(issuePartnerKeyRoute, async ({ deps, operator, body }) =>
    deps.db.transaction((tx) => issuePartnerKey(tx, deps.secrets, auditActorOf(operator), body, deps.clock.now())),
  ),
  implement(rotatePartnerKeyRoute, async ({ deps, operator, params, body }) =>
    deps.db.transaction((tx) =>
      rotatePartnerKey(tx, deps.secrets, auditActorOf(operator), params.id, body.overlapHours, deps.clock.now()),
    ),
  ),
  implement(revokePartnerKeyRoute, async ({ deps, operator, params }) =>
    deps.db.transaction((tx) => revokePartnerKey(tx, auditActorOf(operator), params.id, deps.clock.now())),
  ),
];
