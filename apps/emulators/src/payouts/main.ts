// The emulator as a process: `npm start` runs it as the demo provider (decision 0031). Configured
// by its environment; prints one line when it listens and stops on SIGTERM.
import { completePersonInn } from '@cabinet/contracts';
import { DEFAULT_EMULATOR_CONFIG, startEmulator } from './server.js';

const env = process.env;
const emulator = await startEmulator({
  host: env.EMULATOR_HOST ?? '127.0.0.1',
  port: Number(env.EMULATOR_PORT ?? 4010),
  // T-Bank's secured host (mTLS) beside it.
  tbankSecuredPort: Number(env.EMULATOR_TBANK_SECURED_PORT ?? 4013),
  agentId: env.YOOKASSA_AGENT_ID ?? DEFAULT_EMULATOR_CONFIG.agentId,
  secretKey: env.YOOKASSA_SECRET_KEY ?? DEFAULT_EMULATOR_CONFIG.secretKey,
  ...(env.EMULATOR_WEBHOOK_URL ? { webhookUrl: env.EMULATOR_WEBHOOK_URL } : {}),
  responseDelayMs: Number(env.EMULATOR_RESPONSE_DELAY_MS ?? 0),
  settleMs: Number(env.EMULATOR_SETTLE_MS ?? 3000),
  requestsPerSecond: Number(env.EMULATOR_REQUESTS_PER_SECOND ?? 0),
  // ФНС's status check: its answer time and its rate (checks a minute; 0 — no limit).
  npdResponseDelayMs: Number(env.EMULATOR_NPD_RESPONSE_DELAY_MS ?? 0),
  npdChecksPerMinute: Number(env.EMULATOR_NPD_CHECKS_PER_MINUTE ?? 0),
  // ЕГРИП knows the tax demo's agent (+7 (900) 555-08-00, her document's ИНН) as an ИП: choosing
  // «ИП» in her «Налоги» shows the regime applied; any other ИНН is no ИП (decision 0043).
  egripEntrepreneurs: { [completePersonInn('6901234567')]: { name: 'СМИРНОВА ОЛЬГА НИКОЛАЕВНА', registeredOn: '15.03.2021' } },
  // T-Bank's self-employed registries (decision 0057): in the demo the person accepts the bank's
  // request in «Мой налог» a few seconds after it is sent.
  tbank: {
    ...(env.TBANK_TOKEN ? { token: env.TBANK_TOKEN } : {}),
    confirmAfterMs: Number(env.TBANK_CONFIRM_AFTER_MS ?? 3000),
  },
});
console.log(`Payout emulator (ЮKassa Payouts): ${emulator.url}; T-Bank: ${emulator.tbankUrl}, ${emulator.tbankSecuredUrl}`);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
