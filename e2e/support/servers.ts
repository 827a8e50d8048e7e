// Starting and stopping the real API and web servers for a browser-test run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/** Starts `node …args` in its own process group, its output going to `logFile`. */
export function startNode(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string): Server {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, child, logFile };
}

/** Waits until `url` answers 2xx; fails at once when the server process has died. */
export async function waitForUrl(url: string, server: Server, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null)
      throw new Error(`${server.name} exited (${server.child.exitCode}); see ${server.logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s; see ${server.logFile}`);
}

/** SIGTERM to the server's process group, SIGKILL if it is still there after a few seconds. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}
