// Names shared by the run's template (global-setup.ts) and each file's copy of it (helper.ts).

/** Every database a test run creates on the server starts with this, so a leftover is recognisable. */
export const TEST_DB_PREFIX = 'cabinet_t_';

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
