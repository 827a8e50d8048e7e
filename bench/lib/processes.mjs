// The servers a benchmark runs, each in a process of its own on a spare loopback port, stopped
// when the benchmark ends.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import net from 'node:net';
import { repoRoot } from './bench-db.mjs';

export async function freePort() {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

const children = [];
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * Starts `cmd args` (Node itself unless `cmd` is given) with `env` added, its output into `log`
 * (or nowhere), and waits until `readyUrl` answers 2xx. Resolves to the child process.
 */
export async function startProcess(name, { cmd = process.execPath, args, env = {}, readyUrl, log = null }) {
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

export function stopProcesses() {
  children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
}
