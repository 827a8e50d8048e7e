// Loaded by instrumentation.ts in the Node.js runtime only: stops the server when the
// configuration is unusable, naming the problem.
import 'server-only';
import { webConfig, WebConfigError } from './config';

export function checkConfigOrExit(): void {
  try {
    webConfig();
  } catch (err) {
    if (err instanceof WebConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
