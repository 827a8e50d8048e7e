// The demo partner's secrets (docs/partner-api.md «Trying it without a CRM»): made once per data
// folder and kept beside the database, so the key the API made for the emulator keeps working across
// restarts. Demo values only: `npm start` never uses them in production.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The demo agents the emulator's contracts are for: the demo member and his league mates. */
export const DEMO_PARTNER_AGENTS = ['79001234567', ...Array.from({ length: 8 }, (_, i) => `7900777000${i + 1}`)];

const whsec = () => `whsec_${randomBytes(32).toString('base64')}`;

export function demoPartnerSecrets(dataDir) {
  const file = path.join(dataDir, 'partner-emulator.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    const secrets = {
      apiKey: `apk_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`,
      signingSecret: whsec(),
      webhookSecret: whsec(),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
