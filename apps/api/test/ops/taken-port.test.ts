// Two instances on one machine (decision 0030): the ops port follows API_PORT under `npm start`, and a
// port another process holds stops the built server with one line naming the variable to set.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script module of the repository, without types
import { opsPortOf } from '../../../../scripts/lib/ops-port.mjs';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server.js');
const held: Server[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const s of held) s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function holdPort(): Promise<number> {
  const s = createServer();
  held.push(s);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

/** Runs the built server until it exits; answers its exit code and what it wrote. */
async function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = path.join(tmpdir(), `cabinet-port-${randomUUID()}`);
  dirs.push(dataDir);
  const child = spawn(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe('ports', () => {
  it('derives the ops port from API_PORT unless OPS_PORT is set', () => {
    expect(opsPortOf({})).toBe('4001');
    expect(opsPortOf({ API_PORT: '4100' })).toBe('4101');
    expect(opsPortOf({ API_PORT: '4100', OPS_PORT: '9100' })).toBe('9100');
  });

  // One start is enough: API_PORT goes through the same check (server.ts, listenOn), and a start
  // migrates its database first, which is slow on a loaded machine.
  it('stops with one line naming OPS_PORT when the ops port is taken', async () => {
    const taken = await holdPort();
    const { code, output } = await runServer({ API_PORT: String(await freePort()), OPS_PORT: String(taken) });
    expect(code).toBe(1);
    expect(output).toContain(`OPS_PORT: port ${taken} on 127.0.0.1 is taken by another process; set OPS_PORT to a free port`);
  });
});
