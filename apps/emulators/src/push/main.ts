// The push service emulator as a process: `npm start` and the browser tests run it so that the
// cabinet's pushes land somewhere readable (decision 0036). Prints one line when it listens.
import { startPushEmulator } from './server.js';

const emulator = await startPushEmulator({
  host: process.env.PUSH_EMULATOR_HOST ?? '127.0.0.1',
  port: Number(process.env.PUSH_EMULATOR_PORT ?? 4020),
});
console.log(`Push emulator (Web Push service): ${emulator.url}`);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
