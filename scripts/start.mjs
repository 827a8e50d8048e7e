// npm start: install, build what is stale, migrate and seed the embedded database on first start,
// then serve the API and the web app as one process tree (Ctrl-C stops both). A process that dies
// is started again, with a back-off (scripts/lib/supervisor.mjs, shared with start:scaled).
import './lib/pinned-node.mjs';
import { mkdirSync } from 'node:fs';
import { demoPartnerSecrets, DEMO_PARTNER_AGENTS } from './lib/partner-emulator.mjs';
import path from 'node:path';
import { demoOrganiserFor } from './lib/demo-organiser.mjs';
import { opsPortOf } from './lib/ops-port.mjs';
import { s3EmulatorLaunch } from './lib/s3-emulator.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { waitForOk } from './lib/wait-for.mjs';
import { buildApi, buildWebIfStale, ensureInstalled, root } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
buildWebIfStale();

const production = process.env.NODE_ENV === 'production';
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // Both apps read DATA_DIR (the API's database and files, the session secret both share).
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  // The demo: a fixed code (the spec's '000000'), demo data on first start and a made-up organiser
  // for the months' documents. Never in production.
  ...(production
    ? {}
    : {
        OTP_FIXED_CODE: process.env.OTP_FIXED_CODE ?? '000000',
        SEED_DEMO: process.env.SEED_DEMO ?? 'true',
        ...demoOrganiserFor(process.env),
      }),
  // Metrics and `npm run backup` reach the API here (loopback only): API_PORT + 1 unless set.
  OPS_PORT: opsPortOf(process.env),
};
const apiPort = env.API_PORT ?? '4000';

// The demo provider (decision 0031): outside production, unless a provider is configured, the
// repository's ЮKassa Payouts emulator pays the desk's approved orders and notifies the API.
const emulatorPort = process.env.EMULATOR_PORT ?? '4010';
const demoProvider = !production && !process.env.PAYOUT_PROVIDER;
const tbankSecuredPort = process.env.EMULATOR_TBANK_SECURED_PORT ?? '4013';
if (demoProvider) {
  Object.assign(env, {
    PAYOUT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: `http://127.0.0.1:${emulatorPort}/v3`,
    YOOKASSA_AGENT_ID: '505050',
    YOOKASSA_SECRET_KEY: 'test_emulator_secret_key',
    YOOKASSA_WEBHOOK_NETWORKS: '127.0.0.1,::1',
    // ФНС's public self-employed check (decision 0034): the same emulator answers it.
    NPD_STATUS_API_URL: `http://127.0.0.1:${emulatorPort}/statusnpd/api/v1`,
    // ФНС's ЕГРИП search (decision 0043): the same emulator answers it.
    EGRIP_API_URL: `http://127.0.0.1:${emulatorPort}/egrul`,
    // The card widget (decision 0056): the web app loads the emulator's in place of ЮKassa's.
    PAYOUT_WIDGET_URL: `http://127.0.0.1:${emulatorPort}/payouts-data/3.1.0/widget.js`,
    // T-Bank's self-employed registries (decision 0057): the same emulator, chosen in /admin/settings.
    PAYOUT_BANK: 'tbank',
    TBANK_API_URL: `http://127.0.0.1:${emulatorPort}/tbank`,
    TBANK_SECURED_API_URL: `https://127.0.0.1:${tbankSecuredPort}/tbank`,
    TBANK_TOKEN: 'tbank_emulator_token',
    // The emulator's test certificates (never secrets): the client's for its mTLS host, and its CA.
    TBANK_CLIENT_CERT_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/client-cert.pem'),
    TBANK_CLIENT_KEY_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/client-key.pem'),
    TBANK_CA_FILE: path.join(root, 'apps/emulators/fixtures/tbank-mtls/ca.pem'),
  });
}
// The Web Push service emulator (decision 0036): outside production, pushes to subscriptions it
// handed out land there, decrypted (GET /messages lists them).
const pushEmulatorPort = process.env.PUSH_EMULATOR_PORT ?? '4020';
// The API accepts subscriptions of this origin and no other address of this machine.
if (!production) env.PUSH_EMULATOR_URL = `http://127.0.0.1:${pushEmulatorPort}`;
// The demo's messaging (decision 0035): outside production, unless SMS providers are configured,
// the repository's emulator plays SMS.ru, SMSC, SMS Aero and Telegram Gateway; it prints the codes.
// The second demo member is in its Telegram: that member's code goes there first.
const smsEmulatorPort = process.env.SMS_EMULATOR_PORT ?? '4011';
const demoMessaging = !production && !process.env.SMS_PROVIDER;
if (demoMessaging) {
  const sms = `http://127.0.0.1:${smsEmulatorPort}`;
  Object.assign(env, {
    SMS_PROVIDER: 'smsru,smsc,smsaero',
    SMSRU_API_URL: `${sms}/smsru`,
    SMSRU_API_ID: 'emulator-api-id',
    SMSC_API_URL: `${sms}/smsc`,
    SMSC_LOGIN: 'emulator',
    SMSC_PASSWORD: 'emulator-password',
    SMSAERO_API_URL: `${sms}/smsaero/v2`,
    SMSAERO_EMAIL: 'emulator@agentplus.ru',
    SMSAERO_API_KEY: 'emulator-api-key',
    TELEGRAM_GATEWAY_URL: `${sms}/telegram`,
    TELEGRAM_GATEWAY_TOKEN: 'emulator-telegram-token',
  });
}
// The partner emulator (docs/partner-api.md): with PARTNER_EMULATOR=on, outside production, a CRM posts
// contracts for the demo agents with a key the API makes for it, and receives the programme's webhooks.
const partnerEmulatorPort = process.env.PARTNER_EMULATOR_PORT ?? '4030';
const partnerEmulator = !production && process.env.PARTNER_EMULATOR === 'on';
const partnerSecrets = partnerEmulator ? demoPartnerSecrets(env.DATA_DIR) : null;
if (partnerSecrets) {
  Object.assign(env, {
    PARTNER_DEMO_API_KEY: partnerSecrets.apiKey,
    PARTNER_DEMO_SIGNING_SECRET: partnerSecrets.signingSecret,
    PARTNER_DEMO_WEBHOOK_URL: `http://127.0.0.1:${partnerEmulatorPort}/webhooks`,
    PARTNER_DEMO_WEBHOOK_SECRET: partnerSecrets.webhookSecret,
    // The emulator listens on this machine: its endpoint is a loopback address.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
}
const webPort = env.PORT ?? '3000';
const webHost = env.WEB_HOST ?? '127.0.0.1';

// The processes' pids and restart counts, for whoever checks on them (fault/start-restart.test.ts).
const runDir = path.join(env.DATA_DIR, 'start');
mkdirSync(runDir, { recursive: true });
const supervisor = createSupervisor({ cwd: root, env, stateFile: path.join(runDir, 'state.json') });
const launch = (name, args, extraEnv = {}) => supervisor.launch(name, process.execPath, args, extraEnv);
const stop = (code) => supervisor.stop(code);

const waitFor = (url) => waitForOk(url, { timeoutMs: 120_000, stopped: () => supervisor.stopping });

if (demoProvider) {
  launch('Payout emulator', [path.join(root, 'apps/emulators/dist/payouts/main.js')], {
    EMULATOR_PORT: emulatorPort,
    EMULATOR_TBANK_SECURED_PORT: tbankSecuredPort,
    EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/payouts/yookassa/notifications`,
  });
}
if (!production) {
  launch('Push emulator', [path.join(root, 'apps/emulators/dist/push/main.js')], {
    PUSH_EMULATOR_PORT: pushEmulatorPort,
  });
}
if (demoMessaging) {
  launch('SMS emulator', [path.join(root, 'apps/emulators/dist/sms/main.js')], {
    SMS_EMULATOR_PORT: smsEmulatorPort,
    SMS_EMULATOR_TELEGRAM_PHONES: '79007654321',
  });
}
// Files on object storage (decision 0044): FILES_S3_ENDPOINT naming a free port of this machine
// starts the repository's S3 emulator there, with the bucket and keys of FILES_S3_*.
const s3Emulator = await s3EmulatorLaunch(env, env.DATA_DIR);
if (s3Emulator) {
  launch('S3 emulator', s3Emulator.args, s3Emulator.env);
  if (!(await s3Emulator.ready())) console.error('The S3 emulator did not start; see its output above.');
}
launch('API', [path.join(root, 'apps/api/dist/server.js')]);
// The web app reads the session secret the API writes at its first start, so it starts second.
if (!(await waitFor(`http://127.0.0.1:${apiPort}/api/ready`))) {
  console.error('The API did not start; see its output above.');
  stop(1);
} else {
  // The partner's CRM starts sending once the API answers: its first batch is not refused at the door.
  if (partnerSecrets) {
    launch('Partner emulator', [path.join(root, 'apps/emulators/dist/partner/main.js')], {
      PARTNER_EMULATOR_PORT: partnerEmulatorPort,
      PARTNER_EMULATOR_API_URL: `http://127.0.0.1:${apiPort}`,
      PARTNER_EMULATOR_API_KEY: partnerSecrets.apiKey,
      PARTNER_EMULATOR_SIGNING_SECRET: partnerSecrets.signingSecret,
      PARTNER_EMULATOR_WEBHOOK_SECRET: partnerSecrets.webhookSecret,
      PARTNER_EMULATOR_AGENTS: DEMO_PARTNER_AGENTS.join(','),
      PARTNER_EMULATOR_RATE: process.env.PARTNER_EMULATOR_RATE ?? '0.2',
    });
  }
  // apps/web/server.mjs: Next.js behind a server that knows the socket's address and drains on SIGTERM.
  launch('Web', [path.join(root, 'apps/web/server.mjs'), '-p', webPort, '-H', webHost], {
    // A built Next.js app always runs with NODE_ENV=production; APP_ENV tells it what this is.
    APP_ENV: process.env.NODE_ENV ?? 'development',
  });
  if (await waitFor(`http://127.0.0.1:${webPort}/version.json`)) {
    console.log(`
  Cabinet:       http://localhost:${webPort}
  API:           http://127.0.0.1:${apiPort}/api/docs  (OpenAPI)
  Metrics:       http://127.0.0.1:${env.OPS_PORT}/metrics  (backup: npm run backup)${s3Emulator ? `\n  Files:         the S3 emulator at ${s3Emulator.endpoint} (bucket ${env.FILES_S3_BUCKET})` : ''}${demoProvider ? `\n  Payouts:       the ЮKassa Payouts emulator at http://127.0.0.1:${emulatorPort}/v3 (the demo provider)` : ''}${production ? '' : `\n  Push:          the Web Push emulator at http://127.0.0.1:${pushEmulatorPort} (GET /messages: what it received)`}${demoMessaging ? `\n  SMS/Telegram:  the emulator at http://127.0.0.1:${smsEmulatorPort} (codes in its output and at /emulator/messages)` : ''}${partnerSecrets ? `\n  Partner CRM:   the emulator at http://127.0.0.1:${partnerEmulatorPort} (contracts it sends, webhooks it verified)` : ''}
  Demo member:   +7 (900) 123-45-67${production ? '' : `, code ${env.OTP_FIXED_CODE}`}
  Second member: +7 (900) 765-43-21
  Sign in with curl: bash scripts/demo-sign-in.sh
  A process that stops is started again (after 1 s, longer while it keeps stopping).
  Stop: Ctrl-C
`);
  }
}
