// The messaging emulator as a process: `npm start` and the browser tests run it (decision 0035).
// Prints every message it receives — the demo's codes are read here — and stops on SIGTERM.
import { startSmsEmulator } from './server.js';

const env = process.env;
const emulator = await startSmsEmulator({
  host: env.SMS_EMULATOR_HOST ?? '127.0.0.1',
  port: Number(env.SMS_EMULATOR_PORT ?? 4011),
  settleMs: Number(env.SMS_EMULATOR_SETTLE_MS ?? 2000),
  telegramPhones: (env.SMS_EMULATOR_TELEGRAM_PHONES ?? '').split(',').filter(Boolean),
  log: (line) => console.log(`[sms emulator] ${line}`),
});
console.log(`SMS and Telegram Gateway emulator: ${emulator.url}`);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
