// Starts the real API and the built web app on spare loopback ports with a fresh database (on the
// PostgreSQL server of E2E_DATABASE_URL where `npm test` found one, else embedded in a temporary
// folder), and stops them (and removes the folder and the database) when the run ends.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ORGANISER } from '../scripts/lib/demo-organiser.mjs';
import { createE2eDatabase } from './support/database';
import { members } from './support/members';
import { prepareOperators } from './support/operators';
import { chooseManualRail } from './support/payouts';
import { freePort, startNode, stopServer, waitForUrl } from './support/servers';

const telegramPhones = [members.telegramSignIn.phone];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Access tokens live this many seconds here, so that the tests see them lapse and be refreshed. */
export const E2E_ACCESS_TOKEN_TTL = 8;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { buildApi, buildWebIfStale } = (await import('../scripts/lib/ensure.mjs')) as {
    buildApi: () => void;
    buildWebIfStale: () => void;
  };
  buildApi();
  buildWebIfStale();

  const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-e2e-'));
  const dataDir = path.join(dir, 'data');
  const [apiPort, webPort, emulatorPort, pushPort, smsPort, tbankSecuredPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const smsUrl = `http://127.0.0.1:${smsPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;

  const database = await createE2eDatabase(process.env.E2E_DATABASE_URL);
  // Nothing of the developer's own setup leaks in: fresh secrets, a fresh database, no tracking.
  const dropped = new Set(['SESSION_SECRET', 'TOKEN_SECRET', 'DATABASE_URL', 'YM_COUNTER_ID', 'API_URL', 'PORT', 'NODE_ENV']);
  const base: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.has(key))),
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const apiEnv = {
    ...base,
    NODE_ENV: 'test',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    // The demo data on the fresh database, the spec's fixed code, and a member for every other
    // test's phone at its first sign-in.
    SEED_DEMO: 'true',
    OTP_FIXED_CODE: '000000',
    OPEN_REGISTRATION: 'true',
    ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL),
    // Every test signs in from 127.0.0.1: the per-address limits would stop the suite, not a script.
    CODE_REQUESTS_PER_IP_PER_HOUR: '1000',
    VERIFY_REQUESTS_PER_IP_PER_10_MIN: '1000',
    CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN: '5000',
    OPERATOR_SIGN_INS_PER_IP_PER_10_MIN: '1000',
    WEB_VITALS_REPORTS_PER_IP_PER_10_MIN: '100000',
    LOG_LEVEL: 'warn',
    // The links of operators' e-mail (printed by the log mail sender) open the web app under test.
    PUBLIC_WEB_URL: baseUrl,
    // The repository's ЮKassa Payouts emulator is the payout provider (decision 0031); the rail stays
    // manual until the payouts journey chooses the provider's (support/payouts.ts).
    PAYOUT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: `${emulatorUrl}/v3`,
    YOOKASSA_AGENT_ID: '505050',
    YOOKASSA_SECRET_KEY: 'test_emulator_secret_key',
    YOOKASSA_WEBHOOK_NETWORKS: '127.0.0.1,::1',
    // T-Bank's self-employed registries (decision 0057): the same emulator, chosen by the bank journey.
    PAYOUT_BANK: 'tbank',
    TBANK_API_URL: `${emulatorUrl}/tbank`,
    TBANK_SECURED_API_URL: `https://127.0.0.1:${tbankSecuredPort}/tbank`,
    TBANK_TOKEN: 'tbank_emulator_token',
    TBANK_CLIENT_CERT_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/client-cert.pem'),
    TBANK_CLIENT_KEY_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/client-key.pem'),
    TBANK_CA_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/ca.pem'),
    // ФНС's status check of the self-employed is the same emulator's (decision 0034).
    NPD_STATUS_API_URL: `${emulatorUrl}/statusnpd/api/v1`,
    // The self-employed journeys run back to back, each asking ФНС a few times (the member's check,
    // the one before each payout): ФНС's public two a minute would refuse the next journey's check.
    NPD_STATUS_CHECKS_PER_MINUTE: '60',
    EGRIP_API_URL: `${emulatorUrl}/egrul`,
    // Codes go through the repository's SMS.ru and Telegram Gateway emulator (decision 0035).
    SMS_PROVIDER: 'smsru',
    SMSRU_API_URL: `${smsUrl}/smsru`,
    SMSRU_API_ID: 'emulator-api-id',
    TELEGRAM_GATEWAY_URL: `${smsUrl}/telegram`,
    TELEGRAM_GATEWAY_TOKEN: 'emulator-telegram-token',
    // The Web Push emulator's subscriptions are accepted by its exact origin (decision 0036).
    PUSH_EMULATOR_URL: `http://127.0.0.1:${pushPort}`,
    // The demo's made-up organiser, as `npm start` sets it: the months the journeys close name it.
    ...DEMO_ORGANISER,
  };

  const emulator = startNode(
    'Payout emulator',
    [path.join(root, 'apps/emulators/dist/payouts/main.js')],
    {
      ...base,
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_TBANK_SECURED_PORT: String(tbankSecuredPort),
      EMULATOR_WEBHOOK_URL: `${apiUrl}/api/payouts/yookassa/notifications`,
      // A payout is final a second after it was made: the journey sees it paid without waiting long.
      EMULATOR_SETTLE_MS: '1000',
      YOOKASSA_AGENT_ID: apiEnv.YOOKASSA_AGENT_ID,
      YOOKASSA_SECRET_KEY: apiEnv.YOOKASSA_SECRET_KEY,
    },
    root,
    path.join(dir, 'emulator.log'),
  );
  // The Web Push service emulator (decision 0036): the push tests' subscriptions point at it.
  const push = startNode(
    'push emulator',
    [path.join(root, 'apps/emulators/dist/push/main.js')],
    { ...base, PUSH_EMULATOR_PORT: String(pushPort) },
    root,
    path.join(dir, 'push.log'),
  );

  // Only the Telegram sign-in test's phones are in Telegram; every other phone gets its code by SMS.
  // Telegram never reports delivery within a test, so the test's switch to SMS is the member's own.
  const sms = startNode(
    'SMS emulator',
    [path.join(root, 'apps/emulators/dist/sms/main.js')],
    {
      ...base,
      SMS_EMULATOR_PORT: String(smsPort),
      SMS_EMULATOR_TELEGRAM_PHONES: telegramPhones.join(','),
      SMS_EMULATOR_SETTLE_MS: '3600000',
    },
    root,
    path.join(dir, 'sms-emulator.log'),
  );
  await waitForUrl(`${smsUrl}/emulator/messages`, sms);
  const api = startNode('API', [path.join(root, 'apps/api/dist/server.js')], apiEnv, root, path.join(dir, 'api.log'));
  const servers = [emulator, push, sms, api];
  const teardown = async () => {
    for (const server of servers.reverse()) await stopServer(server);
    const logs = path.join(root, 'test-results', 'servers');
    mkdirSync(logs, { recursive: true });
    for (const server of servers) cpSync(server.logFile, path.join(logs, path.basename(server.logFile)));
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    await waitForUrl(`${emulatorUrl}/emulator/payouts`, emulator);
    await waitForUrl(`http://127.0.0.1:${pushPort}/messages`, push);
    await waitForUrl(`${apiUrl}/api/health`, api);
    const web = startNode(
      'web',
      [path.join(root, 'apps/web/server.mjs'), '-p', String(webPort), '-H', '127.0.0.1'],
      // The card widget (decision 0056): the emulator's, in place of ЮKassa's script.
      { ...base, APP_ENV: 'test', PAYOUT_WIDGET_URL: `${emulatorUrl}/payouts-data/3.1.0/widget.js` },
      root,
      path.join(dir, 'web.log'),
    );
    servers.push(web);
    await waitForUrl(`${baseUrl}/version.json`, web);
  } catch (err) {
    await teardown();
    throw err;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_EMULATOR_URL = emulatorUrl;
  process.env.E2E_PUSH_URL = `http://127.0.0.1:${pushPort}`;
  process.env.E2E_SMS_EMULATOR_URL = smsUrl;
  const operatorsFile = path.join(dir, 'operators.json');
  try {
    await prepareOperators(apiUrl, api.logFile, operatorsFile);
    await chooseManualRail(apiUrl);
  } catch (err) {
    await teardown();
    throw err;
  }
  process.env.E2E_OPERATORS_FILE = operatorsFile;
  // Tests read the set-password links of operators' e-mail there, as the operator would click them.
  process.env.E2E_API_LOG = api.logFile;
  return teardown;
}
