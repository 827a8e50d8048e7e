// Exit 0 when the PostgreSQL server named by the argument answers within 3 s.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
