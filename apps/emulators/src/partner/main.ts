// The partner emulator as a process: `npm start` runs it with PARTNER_EMULATOR=on (docs/partner-api.md).
import { startPartnerEmulator } from './server.js';

const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const emulator = await startPartnerEmulator({
  host: env.PARTNER_EMULATOR_HOST ?? '127.0.0.1',
  port: Number(env.PARTNER_EMULATOR_PORT ?? 4030),
  apiUrl: required('PARTNER_EMULATOR_API_URL'),
  apiKey: required('PARTNER_EMULATOR_API_KEY'),
  signingSecret: required('PARTNER_EMULATOR_SIGNING_SECRET'),
  webhookSecret: env.PARTNER_EMULATOR_WEBHOOK_SECRET ?? null,
  agents: (env.PARTNER_EMULATOR_AGENTS ?? '').split(',').filter(Boolean),
  contractsPerSecond: Number(env.PARTNER_EMULATOR_RATE ?? 0.2),
  activateAfterSeconds: Number(env.PARTNER_EMULATOR_ACTIVATE_AFTER ?? 30),
  log: (line) => console.log(`[partner emulator] ${line}`),
});
console.log(`Partner CRM emulator: ${emulator.url}`);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
