// The benchmarks' floors, in a process of their own like the API: a bare Fastify route running one
// indexed primary-key SELECT through a `pg` pool of the API's size on the same PostgreSQL server
// (`/floor/pk`), and a constant answer (`/floor/const`). Prints `ready <port>` once listening.
import Fastify from 'fastify';
import pg from 'pg';

// The API's pool settings that matter here: its size, and idle connections kept (apps/api/src/db/postgres.ts).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  idleTimeoutMillis: 0,
});
const app = Fastify({ logger: false });
let next = 0;
app.get('/floor/pk', async () => {
  // A different row each time, as members' calls are: ids of the ledger accounts 12…211.
  const id = 12 + (next++ % 200);
  const { rows } = await pool.query('SELECT id, balance FROM ledger_accounts WHERE id = $1', [id]);
  return { id: rows[0].id, balance: Number(rows[0].balance) };
});
app.get('/floor/const', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log(`ready ${app.server.address().port}`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
