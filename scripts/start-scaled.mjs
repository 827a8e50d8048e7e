// npm run start:scaled: the product as it would run in production, on one machine — nginx (Debian's
// package) in front of two web processes and two API processes over the PostgreSQL server.
//
//   browser → nginx :SCALED_PORT → web 1 | web 2 → nginx API balancer → API 1 | API 2 → PostgreSQL
//
// Ports: SCALED_PORT (default 8080) is the public one; the next seven are used inside (API balancer,
// API 1 and 2, web 1 and 2, ops 1 and 2). DATABASE_URL defaults to the local server's `agentplus`
// database, created when missing. A process that dies is started again, with a back-off
// (scripts/lib/supervisor.mjs, shared with npm start); Ctrl-C stops everything.
//
// With FILES_S3_ENDPOINT (files on object storage, decision 0044) each API process has a data folder
// of its own, as two machines have (DATA_DIR/machine1, machine2): the second gets the first one's
// secrets.json and vapid.json, as an operator copies the configuration; files go to the object store
// (the repository's S3 emulator when the endpoint names a free port of this machine).
import './lib/pinned-node.mjs';
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { demoOrganiserFor } from './lib/demo-organiser.mjs';
import { waitForOk } from './lib/wait-for.mjs';
import { buildApi, buildWebIfStale, ensureInstalled, root } from './lib/ensure.mjs';
import { ensureNginx, nginxConfig } from './lib/nginx.mjs';
import { s3EmulatorLaunch } from './lib/s3-emulator.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

ensureInstalled();
const nginx = ensureNginx();
buildApi();
buildWebIfStale();
// Built by buildApi (the API's project references the contracts).
const { errorCatalogue } = await import('../packages/contracts/dist/index.js');

const production = process.env.NODE_ENV === 'production';
const base = Number(process.env.SCALED_PORT ?? 8080);
const ports = {
  public: base,
  apiBalancer: base + 1,
  api: [base + 2, base + 3],
  web: [base + 4, base + 5],
  ops: [base + 6, base + 7],
};
const publicHost = process.env.SCALED_HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data-scaled');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agentplus';
const runDir = path.join(dataDir, 'scaled');
mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
// nginx started as root runs its workers as nobody: they write request and response buffers here.
chmodSync(path.join(runDir, 'tmp'), 0o777);

await ensureDatabase(databaseUrl);

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  // The web processes reach the API through the balancer; they trust nginx, one hop, for the address.
  API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
  WEB_TRUST_PROXY: process.env.WEB_TRUST_PROXY ?? '1',
  // Operators' set-password links open the product where nginx serves it.
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? `http://${publicHost === '0.0.0.0' ? 'localhost' : publicHost}:${ports.public}`,
  // The demo, as `npm start` has it: never in production.
  ...(production
    ? {}
    : {
        OTP_FIXED_CODE: process.env.OTP_FIXED_CODE ?? '000000',
        SEED_DEMO: process.env.SEED_DEMO ?? 'true',
        ...demoOrganiserFor(process.env),
      }),
};

// One data folder per API process when the files are on object storage (two machines); one shared
// folder otherwise (one machine: its disk holds the files).
const machineDirs = env.FILES_S3_ENDPOINT ? ports.api.map((_, i) => path.join(dataDir, `machine${i + 1}`)) : null;
// The fault tests read the ports, the data folders, the pids and the restarts from state.json.
const state = { ports, dataDir, dataDirs: machineDirs ?? [dataDir] };
const supervisor = createSupervisor({ cwd: root, env, stateFile: path.join(runDir, 'state.json'), state });
const { launch } = supervisor;
const stop = () => supervisor.stop(0);

const waitFor = (url) => waitForOk(url, { timeoutMs: 180_000, stopped: () => supervisor.stopping });

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    console.error(`The PostgreSQL server of DATABASE_URL does not answer (${err.message}).`);
    process.exit(1);
  }
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`› created database ${name}`);
  }
  await client.end();
}

// The first API migrates, seeds and writes DATA_DIR/secrets.json (outside production) before the
// others start and read it.
const s3Emulator = await s3EmulatorLaunch(env, dataDir);
if (s3Emulator) {
  launch('s3', process.execPath, s3Emulator.args, s3Emulator.env);
  if (!(await s3Emulator.ready())) console.error('The S3 emulator did not start; see its output above.');
}
const apiEntry = path.join(root, 'apps/api/dist/server.js');
for (const [i, port] of ports.api.entries()) {
  if (machineDirs && i > 0) {
    // The configuration the first machine made, copied to this one and to the web processes' folder.
    for (const file of ['secrets.json', 'vapid.json']) {
      const made = path.join(machineDirs[0], file);
      if (!existsSync(made)) continue;
      for (const dir of [machineDirs[i], dataDir]) {
        mkdirSync(dir, { recursive: true });
        copyFileSync(made, path.join(dir, file));
      }
    }
  }
  launch(`api${i + 1}`, process.execPath, [apiEntry], {
    API_PORT: String(port),
    OPS_PORT: String(ports.ops[i]),
    ...(machineDirs ? { DATA_DIR: machineDirs[i] } : {}),
  });
  if (!(await waitFor(`http://127.0.0.1:${port}/api/ready`))) {
    console.error(`API ${i + 1} did not become ready; see its output above.`);
    stop();
  }
}
const webEntry = path.join(root, 'apps/web/server.mjs');
for (const [i, port] of ports.web.entries()) {
  launch(`web${i + 1}`, process.execPath, [webEntry, '-p', String(port), '-H', '127.0.0.1'], {
    APP_ENV: process.env.NODE_ENV ?? 'development',
  });
}
for (const port of ports.web) await waitFor(`http://127.0.0.1:${port}/api/health`);

const conf = path.join(runDir, 'nginx.conf');
writeFileSync(
  conf,
  nginxConfig({
    dir: runDir,
    publicHost,
    publicPort: ports.public,
    apiBalancerPort: ports.apiBalancer,
    webPorts: ports.web,
    apiPorts: ports.api,
    maxBodyMiB: 11,
    tooLargeMessage: errorCatalogue.payload_too_large.message,
  }),
);
launch('nginx', nginx, ['-c', conf, '-p', runDir, '-e', path.join(runDir, 'error.log')]);

if (await waitFor(`http://127.0.0.1:${ports.public}/api/ready`)) {
  state.ready = true;
  supervisor.record();
  console.log(`
  Cabinet (nginx):  http://localhost:${ports.public}
  Web processes:    ${ports.web.map((p) => `127.0.0.1:${p}`).join(', ')}
  API processes:    ${ports.api.map((p) => `127.0.0.1:${p}`).join(', ')} (balancer 127.0.0.1:${ports.apiBalancer})
  Metrics:          ${ports.ops.map((p) => `http://127.0.0.1:${p}/metrics`).join(', ')}
  Database:         ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}
  Stop: Ctrl-C
`);
}
