// Imported first by every script that `npm run` starts: the project runs on the Node.js LTS that
// `.nvmrc` names (decision 0026). On an older or newer machine Node this installs the dependencies
// (the npm registry's `node` package brings the pinned runtime into node_modules) and runs the same
// script again on that runtime, passing signals on and exiting with its code. Top-level await keeps
// the importing script from running on the wrong runtime meanwhile.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root } from './ensure.mjs';

export const pinnedMajor = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const pinnedNode = path.join(root, 'node_modules/node/bin/node');

if (process.versions.node.split('.')[0] !== pinnedMajor) {
  ensureInstalled();
  if (!existsSync(pinnedNode)) {
    console.error(`✗ Node.js ${pinnedMajor} is missing from node_modules (npm install did not bring the "node" package)`);
    process.exit(1);
  }
  const child = spawn(pinnedNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // A stop asked of this process (Ctrl-C on `npm start`) is passed on, and the child ending by it is
  // a clean stop. A child ended by a signal nobody here asked for (killed from outside, a timeout)
  // fails as a shell reports it, 128 + the signal's number: `npm test` must never pass that way.
  let asked = null;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      asked = signal;
      child.kill(signal);
    });
  }
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) =>
      resolve(status ?? (signal === asked && signal !== 'SIGHUP' ? 0 : 128 + (os.constants.signals[signal] ?? 0))),
    ),
  );
  process.exit(code);
}
