import { readFileSync } from 'node:fs';
import type { Env } from '../../config/env.js';
import type { PayoutProvider } from './provider.js';
import type { RegistryBank } from './registry-bank.js';
import { tbankBank } from './tbank.js';
import { YOOKASSA_WEBHOOK_NETWORKS, yookassaProvider } from './yookassa.js';

/** The provider the configuration names, or null: then only the manual rail (the CSV register) exists. */
export function createPayoutProvider(env: Env): PayoutProvider | null {
  if (env.PAYOUT_PROVIDER !== 'yookassa') return null;
  return yookassaProvider({
    baseUrl: env.YOOKASSA_API_URL,
    // env.ts has checked both are present for this provider.
    agentId: env.YOOKASSA_AGENT_ID ?? '',
    secretKey: env.YOOKASSA_SECRET_KEY ?? '',
    webhookNetworks:
      env.YOOKASSA_WEBHOOK_NETWORKS?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? YOOKASSA_WEBHOOK_NETWORKS,
    timeoutMs: env.PAYOUT_PROVIDER_TIMEOUT_MS,
    requestsPerSecond: env.PAYOUT_PROVIDER_REQUESTS_PER_SECOND,
    refuseEmulator: env.NODE_ENV === 'production',
  });
}

/** The bank the configuration names for the self-employed's registries (decision 0057), or null. */
export function createRegistryBank(env: Env): RegistryBank | null {
  if (env.PAYOUT_BANK !== 'tbank') return null;
  return tbankBank({
    baseUrl: env.TBANK_API_URL,
    securedUrl: env.TBANK_SECURED_API_URL,
    // env.ts has checked both files are named for this bank; a missing file stops the start here.
    tls: {
      cert: readFileSync(env.TBANK_CLIENT_CERT_FILE ?? ''),
      key: readFileSync(env.TBANK_CLIENT_KEY_FILE ?? ''),
      ...(env.TBANK_CA_FILE ? { ca: readFileSync(env.TBANK_CA_FILE) } : {}),
    },
    // env.ts has checked it is present for this bank.
    token: env.TBANK_TOKEN ?? '',
    ...(env.TBANK_COMPANY_ACCOUNT ? { companyAccountNumber: env.TBANK_COMPANY_ACCOUNT } : {}),
    timeoutMs: env.PAYOUT_PROVIDER_TIMEOUT_MS,
    requestsPerSecond: env.TBANK_REQUESTS_PER_SECOND,
    registryReadIntervalMs: env.TBANK_REGISTRY_READ_INTERVAL_MS,
    refuseEmulator: env.NODE_ENV === 'production',
  });
}
