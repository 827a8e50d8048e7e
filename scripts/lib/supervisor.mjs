// The process supervisor of `npm start` and `npm run start:scaled`: each process it launches is
// started again when it dies (with a back-off), until Ctrl-C or SIGTERM stops them all.
//
// Back-off: a process that dies is started again after 1 s, then 2, 4, … up to 30 s while it keeps
// dying soon after its start; one that ran for a minute starts again after 1 s. A crash loop (a
// bad configuration) therefore asks little of the machine, and a single crash costs a second.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

/**
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, stateFile?: string, state?: Record<string, unknown> }} options
 *   `stateFile`: where the processes' pids and restart counts are written (the fault tests read it);
 *   `state`: more fields written with them.
 */
export function createSupervisor({ cwd, env, stateFile, state = {} }) {
  const children = new Map();
  const pids = {};
  const restarts = {};
  const delays = {};
  let stopping = false;
  const record = () => {
    if (!stateFile) return;
    // Written aside and renamed: whoever reads the state never sees half a file.
    writeFileSync(`${stateFile}.tmp`, JSON.stringify({ ...state, pids, restarts }, null, 2));
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  /** Starts `cmd args` as `name`, and starts it again whenever it dies, until `stop()`. */
  function launch(name, cmd, args, extraEnv = {}) {
    const startedAt = Date.now();
    const child = spawn(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
    children.set(name, child);
    pids[name] = child.pid;
    record();
    // A command that cannot be spawned at all has no exit to restart on: said, not thrown.
    child.on('error', (err) => console.error(`${name} could not be started: ${err.message}`));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const delay =
        Date.now() - startedAt >= STABLE_AFTER_MS
          ? FIRST_DELAY_MS
          : Math.min((delays[name] ?? FIRST_DELAY_MS / 2) * 2, MAX_DELAY_MS);
      delays[name] = delay;
      restarts[name] = (restarts[name] ?? 0) + 1;
      record();
      console.error(`${name} stopped (${signal ?? code}); starting it again in ${delay / 1000} s.`);
      setTimeout(() => !stopping && launch(name, cmd, args, extraEnv), delay);
    });
    return child;
  }

  /** Stops every process (SIGTERM, each drains within SHUTDOWN_TIMEOUT, 10 s) and exits with `code`. */
  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 12_000).unref();
    Promise.all(
      [...children.values()].map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on('exit', r)) : null,
      ),
    ).then(() => process.exit(code));
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  return {
    launch,
    stop,
    /** Writes the state file again (after a change to `state`). */
    record,
    get stopping() {
      return stopping;
    },
  };
}
