// The benchmarks' floors, in a process of their own like the API: a bare Fastify route running one
// indexed primary-key SELECT on the bench data set (`/floor/pk`), the same SELECT through a bare `pg`
// pool (`/floor/bare-pg`), and a constant answer (`/floor/const`). Prints `ready <port>` once listening.
//
// The strongest honest floor (docs/performance.md): the database handle is the API's own, opened by
// the API's `openDb` from the same environment (DATABASE_URL, DATABASE_POOL_SIZE), so the pool's
// size, timeouts, kept idle connections and `jit=off` are the API's by construction, not by copy;
// and the SELECT is a prepared statement, as the API's member calls are (planned once per
// connection), so the floor pays no planning the calls do not pay either.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { parseEnv } from '../../apps/api/dist/config/env.js';
import { openDb } from '../../apps/api/dist/db/open.js';

const env = parseEnv({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
});
const db = await openDb(env);
const app = Fastify({ logger: false });
let next = 0;
app.get('/floor/pk', async () => {
  // A different row each time, as members' calls are: ids of the ledger accounts 12…211.
  const id = 12 + (next++ % 200);
  const { rows } = await db.query<{ id: number; balance: string }>(
    'SELECT id, balance FROM ledger_accounts WHERE id = $1',
    [id],
    {
      prepared: true,
    },
  );
  return { id: rows[0]!.id, balance: Number(rows[0]!.balance) };
});
// The same SELECT with none of the API's modules: a `pg` pool set as the API sets its own (the pool's
// size, statement and read timeouts, kept idle connections, `jit=off`) and a named prepared statement.
// Beside `/floor/pk` it shows what the API's database layer itself costs.
const pkSql = 'SELECT id, balance FROM ledger_accounts WHERE id = $1';
const bare = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? '10'),
  statement_timeout: 15_000,
  query_timeout: 20_000,
  keepAlive: true,
  idleTimeoutMillis: 0,
  options: '-c jit=off',
});
let nextBare = 0;
app.get('/floor/bare-pg', async () => {
  const id = 12 + (nextBare++ % 200);
  const { rows } = await bare.query<{ id: number; balance: string }>({ name: 'floor_pk', text: pkSql, values: [id] });
  return { id: rows[0]!.id, balance: Number(rows[0]!.balance) };
});
app.get('/floor/const', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log(`ready ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => Promise.all([db.close(), bare.end()]))
    .then(() => process.exit(0)),
);
