// The demo's company system (docs/partner-api.md «Trying it without a CRM»): with PARTNER_EMULATOR=on,
// `npm start` gives the API the secrets of a key and of a webhook endpoint it made for the partner
// emulator (scripts/start.mjs keeps them in DATA_DIR), and the API makes sure both exist at each start:
// a key that writes contracts, issued by the demo admin and approved by the second one at the
// approvals door as any such key, and an endpoint taking every event at the emulator's address.
import { WEBHOOK_EVENT_TYPES } from '@cabinet/contracts';
import type { AppDeps } from '../app-deps.js';
import { APPROVAL_EFFECTS } from '../approval-effects.js';
import { approveApproval } from '../features/approvals/service.js';
import { keptSecretsOf } from '../features/partner-api/key-secrets.js';
import { issuePartnerKey } from '../features/partner-api/keys.js';
import { addSecret, secretsKey } from '../features/webhooks/secrets.js';
import { DEMO_ADMIN, DEMO_ADMIN_2 } from './operators-demo.js';

export interface DemoPartner {
  apiKey: string;
  signingSecret: string;
  webhookUrl: string;
  webhookSecret: string;
}

export const DEMO_PARTNER_NAME = 'Демо-CRM (эмулятор)';

/** Makes the demo partner's key and endpoint where they are missing; false when the demo admins are not there. */
export async function provisionDemoPartner(deps: AppDeps, demo: DemoPartner): Promise<boolean> {
  const { db, secrets } = deps;
  const now = deps.clock.now();
  const kept = keptSecretsOf(secrets, demo.apiKey, demo.signingSecret);
  const { rows: admins } = await db.query<{ id: string; email: string }>(
    'SELECT id::text AS id, email FROM operators WHERE email = ANY($1)',
    [[DEMO_ADMIN.email, DEMO_ADMIN_2.email]],
  );
  const maker = admins.find((a) => a.email === DEMO_ADMIN.email);
  const checker = admins.find((a) => a.email === DEMO_ADMIN_2.email);
  if (!maker || !checker) return false;
  const { rows: known } = await db.query('SELECT 1 FROM partner_keys WHERE id = $1', [kept.id]);
  if (known.length === 0) {
    const issued = await db.transaction((tx) =>
      issuePartnerKey(
        tx,
        secrets,
        { operatorId: maker.id, actor: maker.email, ip: null },
        {
          name: DEMO_PARTNER_NAME,
          scopes: ['contracts:write', 'contracts:read'],
          addresses: ['127.0.0.1', '::1'],
          expiresOn: null,
        },
        now,
        kept,
      ),
    );
    const checkerWho = { operatorId: checker.id, actor: checker.email, ip: null, role: 'admin' as const };
    await approveApproval(deps, checkerWho, issued.key.approval!.id, APPROVAL_EFFECTS, now);
  }
  await db.transaction(async (tx) => {
    const { rows: endpoint } = await tx.query('SELECT 1 FROM webhook_endpoints WHERE url = $1 AND deleted_at IS NULL', [
      demo.webhookUrl,
    ]);
    if (endpoint.length > 0) return;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (url, description, events, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id::int AS id`,
      [demo.webhookUrl, DEMO_PARTNER_NAME, [...WEBHOOK_EVENT_TYPES], maker.id, now],
    );
    await addSecret(tx, secretsKey(secrets.tokenSecret), rows[0]!.id, demo.webhookSecret, now);
  });
  return true;
}
