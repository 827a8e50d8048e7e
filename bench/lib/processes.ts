// The servers a benchmark runs, each in a process of its own on a spare loopback port, stopped
// when the benchmark ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { DEMO_ORGANISER } from '../../scripts/lib/demo-organiser.mjs';
import { repoRoot } from './bench-db.ts';

/**
 * The API's environment as production runs it in a benchmark, `extra` added: production needs a
 * real SMS provider's address; the benchmark sends no code (.invalid never resolves). It needs the
 * organiser's requisites too: the demo's made-up ones.
 */
export function productionApiEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'smsru',
    SMSRU_API_URL: 'https://sms.bench.invalid',
    SMSRU_API_ID: 'bench',
    ...DEMO_ORGANISER,
    ...extra,
  };
}

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

const children: ChildProcess[] = [];
/** SIGTERM, then SIGCONT: a server stopped by `alone` (below) handles its SIGTERM once it runs again. */
const terminate = (c: ChildProcess) => {
  if (c.exitCode !== null) return;
  c.kill('SIGTERM');
  c.kill('SIGCONT');
};
process.on('exit', () => children.forEach(terminate));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * Starts `cmd args` (Node itself unless `cmd` is given) with `env` added, its output into `log`
 * (or nowhere), and waits until `readyUrl` answers 2xx. Resolves to the child process.
 */
export async function startProcess(
  name: string,
  {
    cmd = process.execPath,
    args,
    env = {},
    readyUrl,
    log = null,
  }: { cmd?: string; args: string[]; env?: Record<string, string>; readyUrl: string; log?: string | null },
): Promise<ChildProcess> {
  // The log file is the child's own standard output, as under a service manager: piped through this
  // process instead, every line cost the bench's own process CPU on the same cores, and a pipe not
  // drained in time made the server's logger wait.
  const out = log ? openSync(log, 'w') : 'ignore';
  const child = spawn(cmd, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  if (typeof out === 'number') closeSync(out);
  children.push(child);
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})${log ? `: see ${log}` : ''}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start`);
}

export function stopProcesses(): void {
  children.forEach(terminate);
}

/** A process and every process under it (nginx's workers under its master), by /proc (Linux). */
function withDescendants(pid: number): number[] {
  const tasks = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return []; // the process ended meanwhile
    }
  };
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return ''; // the process ended meanwhile
    }
  };
  const out = [pid];
  for (const tid of tasks(`/proc/${pid}/task`)) {
    for (const kid of read(`/proc/${pid}/task/${tid}/children`).trim().split(/\s+/).filter(Boolean))
      out.push(...withDescendants(Number(kid)));
  }
  return out;
}

/**
 * Runs `fn` with every server this benchmark started stopped (SIGSTOP) but those in `keep`: a
 * floor measured while the API's job queue polls, or a call while the web app's timers run, would
 * share the two cores with them. They continue (SIGCONT) afterwards, and get a moment to catch up
 * on their timers before the next measurement.
 */
export async function alone<T>(keep: readonly (ChildProcess | null)[], fn: () => Promise<T>): Promise<T> {
  const others = children.filter((c) => c.exitCode === null && !keep.includes(c)).flatMap((c) => withDescendants(c.pid!));
  const signal = (sig: NodeJS.Signals) =>
    others.forEach((pid) => {
      try {
        process.kill(pid, sig);
      } catch {
        // Gone meanwhile (a worker nginx replaced): nothing to stop or continue.
      }
    });
  signal('SIGSTOP');
  try {
    return await fn();
  } finally {
    signal('SIGCONT');
    await new Promise((r) => setTimeout(r, 300));
  }
}
