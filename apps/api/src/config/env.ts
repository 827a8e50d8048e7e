import { z } from 'zod';
import { isOgrn, isOrganisationInn } from './requisites.js';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(3000),
    API_PORT: port.default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** Metrics and the embedded database's backup on a port of their own (off when unset). */
    OPS_PORT: port.optional(),
    OPS_HOST: z.string().min(1).default('127.0.0.1'),
    /** When set, the ops port asks for `Authorization: Bearer OPS_TOKEN`. */
    OPS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Seconds SIGTERM waits for requests in flight before the process exits anyway. */
    SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(600).default(10),
    /**
     * Files on S3-compatible object storage (decision 0044; docs/operating-files.md): unset, they
     * stay in DATA_DIR/files. With the endpoint, the bucket and the key pair are required.
     */
    FILES_S3_ENDPOINT: z.url().optional(),
    FILES_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3-63 of a-z, 0-9, ".", "-")' })
      .optional(),
    FILES_S3_REGION: z.string().min(1).default('ru-central1'),
    FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (`endpoint/bucket/key`, MinIO's default) instead of virtual-host (`bucket.endpoint/key`). */
    FILES_S3_FORCE_PATH_STYLE: bool.default(false),
    /** Server-side encryption asked with every put: `AES256` (SSE-S3, MinIO with KMS), `aws:kms` (Yandex), `none`. */
    FILES_S3_SSE: z.enum(['none', 'AES256', 'aws:kms']).default('none'),
    /** The KMS key of `aws:kms`; unset, the bucket's default key. */
    FILES_S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
    FILES_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Uploads (avatar, scans) one member may send per hour. */
    UPLOADS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(900),
    OTP_FIXED_CODE: z
      .string()
      .regex(/^\d{6}$/, { error: 'must be 6 digits' })
      .optional(),
    /**
     * The SMS providers in the order they are tried (decision 0035), comma-separated:
     * `smsru`, `smsc`, `smsaero`; `log` (outside production) writes the message to the log.
     */
    SMS_PROVIDER: z
      .string()
      .default('log')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['log', 'smsru', 'smsc', 'smsaero'])).min(1)),
    SMSRU_API_URL: z.url().default('https://sms.ru'),
    SMSRU_API_ID: z.string().min(1).optional(),
    SMSC_API_URL: z.url().default('https://smsc.ru'),
    SMSC_LOGIN: z.string().min(1).optional(),
    SMSC_PASSWORD: z.string().min(1).optional(),
    SMSAERO_API_URL: z.url().default('https://gate.smsaero.ru/v2'),
    SMSAERO_EMAIL: z.string().min(1).optional(),
    SMSAERO_API_KEY: z.string().min(1).optional(),
    SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Below this many roubles on a provider's account the dashboard warns. */
    SMS_BALANCE_WARNING: z.coerce.number().min(0).max(10_000_000).default(500),
    /** Telegram Gateway's token: when set, codes go to Telegram first where the phone can receive them. */
    TELEGRAM_GATEWAY_TOKEN: z.string().min(1).optional(),
    TELEGRAM_GATEWAY_URL: z.url().default('https://gatewayapi.telegram.org'),
    /** A code Telegram has not delivered after this many seconds goes by SMS. */
    TELEGRAM_SMS_FALLBACK_SECONDS: z.coerce.number().int().min(10).max(600).default(60),
    /**
     * Operators' e-mail (set-password links): `smtp://user:pass@host:587` or `smtps://…:465`.
     * Unset: outside production the message is printed to the log; production sends nothing and
     * refuses the action (a link never reaches a console there).
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The sender of operators' e-mail. */
    MAIL_FROM: z.string().min(3).default('no-reply@agentplus.ru'),
    /**
     * The address of the web app as operators open it: the links of their e-mail start with it.
     * Unset: this instance's own web app, `http://localhost:PORT`.
     */
    PUBLIC_WEB_URL: z.url().optional(),
    OPEN_REGISTRATION: bool.default(false),
    /** Per client address: generous for an office behind one NAT, tight for an SMS-pumping script. */
    CODE_REQUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    VERIFY_REQUESTS_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(60),
    /** A browser takes one challenge per sign-in step; more from one address is a script. */
    CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(120),
    /** Back office sign-ins from one address: the lockout guards one account, this many accounts. */
    OPERATOR_SIGN_INS_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(50),
    /**
     * Speed reports of the web app's pages: one each time a page is hidden. Room for an office behind
     * one NAT; a flood of made-up reports stops here instead of in every histogram.
     */
    WEB_VITALS_REPORTS_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).max(100_000).default(600),
    SEED_DEMO: bool.default(false),
    /** Addresses whose X-Forwarded-For the API believes: its own app server. */
    TRUST_PROXY: z.string().default('127.0.0.1,::1'),
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(1_000_000).default(12_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The OpenAPI page at /api/docs: on outside production, off in production unless asked for. */
    API_DOCS: bool.optional(),
    PRODUCT_NAME: z.string().min(1).default('АГЕНТ ПЛЮС'),
    SUPPORT_EMAIL: z.email().default('support@agentplus.ru'),
    /**
     * The programme's first day: a contract signed before it, whichever way it arrives (a file, a
     * claim), is refused, as is one dated after today (docs/product.md §11).
     */
    PROGRAMME_STARTED_ON: z.iso.date('Дата в формате ГГГГ-ММ-ДД').default('2024-01-01'),
    /**
     * The programme's organiser as its agents' documents name it (decision 0047): the legal name, ИНН,
     * ОГРН and address. No month is closed until all four are set; production needs them to start
     * (docs/configuration.md).
     */
    ORGANISER_NAME: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(300).optional(),
    ORGANISER_INN: z
      .string()
      .refine(isOrganisationInn, { error: "must be an organisation's ИНН: 10 digits, the last its check digit" })
      .optional(),
    ORGANISER_OGRN: z
      .string()
      .refine(isOgrn, { error: 'must be an ОГРН: 13 digits starting with 1 or 5, the last its check digit' })
      .optional(),
    ORGANISER_ADDRESS: z.string().trim().min(5, { error: 'must be at least 5 characters' }).max(500).optional(),
    /** The payout rail's provider (decision 0031): `none` keeps only the manual register. */
    PAYOUT_PROVIDER: z.enum(['none', 'yookassa']).default('none'),
    /** ЮKassa's API, or the repository's emulator outside production. */
    YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
    /** The payout gateway's id (agentId) and secret key: HTTP Basic of every call. */
    YOOKASSA_AGENT_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    /** Where ЮKassa's notifications may come from: networks or addresses, comma-separated. */
    YOOKASSA_WEBHOOK_NETWORKS: z.string().min(1).optional(),
    PAYOUT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** This process's share of the provider's rate limit. */
    PAYOUT_PROVIDER_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(100),
    /**
     * The bank whose registries pay the self-employed (decision 0057): `none`, or T-Bank's
     * self-employed payouts. Chosen as the rail in the back office.
     */
    PAYOUT_BANK: z.enum(['none', 'tbank']).default('none'),
    /** T-Bank's Open API, or the repository's emulator outside production. */
    TBANK_API_URL: z.url().default('https://business.tbank.ru/openapi'),
    /** The bank's secured host (signing, paying, receipts, binding: mTLS), or the emulator's HTTPS twin. */
    TBANK_SECURED_API_URL: z.url().default('https://secured-openapi.tbank.ru'),
    /** The company's client certificate and its key for the secured host (PEM files the bank issued). */
    TBANK_CLIENT_CERT_FILE: z.string().min(1).optional(),
    TBANK_CLIENT_KEY_FILE: z.string().min(1).optional(),
    /** The one CA the secured host's certificate is checked against instead of the system's: the emulator's test CA outside production. */
    TBANK_CA_FILE: z.string().min(1).optional(),
    /** The Open API's bearer token with the self-employed scopes (manage, submit, pay, fiscalize, bind). */
    TBANK_TOKEN: z.string().min(1).optional(),
    /** The company's account registries are paid from; the bank's main account when unset. */
    TBANK_COMPANY_ACCOUNT: z
      .string()
      .regex(/^\d{20}$/, 'счёт: 20 цифр')
      .optional(),
    /** Each of the bank's methods at most this often (the bank allows 1 a second). */
    TBANK_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(100).default(1),
    /** A registry is read back no more often (the bank allows once in ten minutes). */
    TBANK_REGISTRY_READ_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
    /** Payouts sent to the provider at once by one submission job. */
    PAYOUT_SUBMIT_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(64),
    /** Below this payout balance (roubles) the back office warns that it runs out. */
    PAYOUT_BALANCE_WARNING_RUB: z.coerce.number().int().min(0).max(1_000_000_000).default(100_000),
    /**
     * Web Push (decision 0036): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
     * prints it). Unset: made at the first start and kept in DATA_DIR/vapid.json; several API
     * processes must share one pair, so production behind a balancer sets both.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'must be a base64url P-256 public key' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'must be a base64url P-256 private key' })
      .optional(),
    /** Who push services may contact about our pushes: `mailto:` or an https address. Default: mailto:SUPPORT_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must start with mailto: or https://' })
      .optional(),
    /**
     * Hosts whose subscriptions are accepted (a name, or `.suffix` for its subdomains): the browsers'
     * push services, reached by https on port 443 only.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default('fcm.googleapis.com,.push.services.mozilla.com,web.push.apple.com,.notify.windows.com'),
    /**
     * The repository's push service emulator (`npm start` and the tests run it): its subscriptions
     * are accepted by this exact origin, and no other address of this machine. Refused in production.
     */
    PUSH_EMULATOR_URL: z.url().optional(),
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * Operators' warnings by e-mail (a low payout balance, the daily reconciliation): comma-separated
     * addresses; unset: every active administrator.
     */
    OPERATOR_ALERT_EMAILS: z.string().optional(),
    /** ФНС's public self-employed status check (decision 0034), or the repository's emulator outside production. */
    NPD_STATUS_API_URL: z.url().default('https://statusnpd.nalog.ru/api/v1'),
    /** ФНС's public ЕГРЮЛ / ЕГРИП search (decision 0043), or the repository's emulator outside production. */
    EGRIP_API_URL: z.url().default('https://egrul.nalog.ru'),
    /** Checks a minute this process sends to it: the service refuses more than about two. */
    NPD_STATUS_CHECKS_PER_MINUTE: z.coerce.number().min(0.1).max(600).default(2),
    /**
     * Webhooks to plain http and to addresses of private, loopback and link-local networks
     * (docs/webhooks.md): for the demo and the tests, whose receivers listen on this machine.
     * Unset: on in development, off otherwise; refused in production.
     */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.optional(),
    /**
     * The demo's company system (docs/partner-api.md): `npm start` with PARTNER_EMULATOR=on gives the
     * secrets of the partner emulator's key and webhook endpoint, which the API makes at its start.
     * Refused in production.
     */
    PARTNER_DEMO_API_KEY: z
      .string()
      .regex(/^apk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/)
      .optional(),
    PARTNER_DEMO_SIGNING_SECRET: z.string().startsWith('whsec_').optional(),
    PARTNER_DEMO_WEBHOOK_URL: z.url().optional(),
    PARTNER_DEMO_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** The yearly income limit of a self-employed person, roubles, and where that figure comes from. */
    NPD_INCOME_LIMIT_RUB: z.coerce.number().int().min(1).max(1_000_000_000).default(2_400_000),
    NPD_INCOME_LIMIT_SOURCE: z
      .string()
      .min(1)
      // The programme checks the year's income against it before each withdrawal, whoever pays (decision 0034).
      .default('Федеральный закон №\u00a0422\u2011ФЗ, ч.\u00a02 ст.\u00a04; программа сверяет с ним доход перед каждой выплатой'),
    /** From this share of the limit the member is warned, percent. */
    NPD_LIMIT_WARNING_PERCENT: z.coerce.number().min(1).max(100).default(90),
    /** The НПД rate on income from organisations, percent: the statement's estimate of the member's own tax. */
    NPD_TAX_RATE_PERCENT: z.coerce.number().min(0).max(100).default(6),
    /** The service named in each receipt; by default «Агентские услуги по программе «<PRODUCT_NAME>»». */
    NPD_RECEIPT_SERVICE_NAME: z.string().min(1).max(128).optional(),
  })
  .superRefine((env, ctx) => {
    const prod = env.NODE_ENV === 'production';
    if (prod && env.OTP_FIXED_CODE !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['OTP_FIXED_CODE'], message: 'is refused when NODE_ENV=production' });
    }
    if (prod && env.SMS_PROVIDER.includes('log')) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must name real providers (smsru, smsc, smsaero) when NODE_ENV=production',
      });
    }
    const smsKeys = {
      smsru: { url: 'SMSRU_API_URL', keys: ['SMSRU_API_ID'] },
      smsc: { url: 'SMSC_API_URL', keys: ['SMSC_LOGIN', 'SMSC_PASSWORD'] },
      smsaero: { url: 'SMSAERO_API_URL', keys: ['SMSAERO_EMAIL', 'SMSAERO_API_KEY'] },
    } as const;
    const refuseEmulator = (key: 'SMSRU_API_URL' | 'SMSC_API_URL' | 'SMSAERO_API_URL' | 'TELEGRAM_GATEWAY_URL') => {
      if (prod && !isProviderAddress(env[key])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be an https address of the provider when NODE_ENV=production (the emulator is refused)',
        });
      }
    };
    for (const name of env.SMS_PROVIDER) {
      if (name === 'log') continue;
      for (const key of smsKeys[name].keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when SMS_PROVIDER names ${name}` });
      }
      refuseEmulator(smsKeys[name].url);
    }
    if (env.TELEGRAM_GATEWAY_TOKEN) refuseEmulator('TELEGRAM_GATEWAY_URL');
    if (env.PAYOUT_PROVIDER === 'yookassa') {
      for (const key of ['YOOKASSA_AGENT_ID', 'YOOKASSA_SECRET_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYOUT_PROVIDER=yookassa' });
      }
      // Production pays real money: never to the emulator or any address of this machine.
      if (prod && !isProviderAddress(env.YOOKASSA_API_URL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['YOOKASSA_API_URL'],
          message: 'must be an https address of the provider when NODE_ENV=production (the emulator is refused)',
        });
      }
    }
    if (env.PAYOUT_BANK === 'tbank') {
      for (const key of ['TBANK_TOKEN', 'TBANK_CLIENT_CERT_FILE', 'TBANK_CLIENT_KEY_FILE'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYOUT_BANK=tbank' });
      }
      for (const key of ['TBANK_API_URL', 'TBANK_SECURED_API_URL'] as const) {
        if (prod && !isProviderAddress(env[key])) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'must be an https address of the bank when NODE_ENV=production (the emulator is refused)',
          });
        }
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key (both or neither)',
      });
    }
    // Production posts webhooks to public https addresses only: never into its own network.
    if (prod && env.WEBHOOK_ALLOW_PRIVATE_TARGETS) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_ALLOW_PRIVATE_TARGETS'], message: 'is refused when NODE_ENV=production' });
    }
    if (prod && env.PARTNER_DEMO_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PARTNER_DEMO_API_KEY'], message: 'is refused when NODE_ENV=production' });
    }
    // Production pushes to the browsers' push services only.
    if (prod && env.PUSH_EMULATOR_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_EMULATOR_URL'], message: 'is refused when NODE_ENV=production' });
    }
    // ФНС's status: production asks the real service, never the emulator.
    const npdUrl = new URL(env.NPD_STATUS_API_URL);
    if (
      prod &&
      (npdUrl.protocol !== 'https:' || ['localhost', '[::1]'].includes(npdUrl.hostname) || npdUrl.hostname.startsWith('127.'))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['NPD_STATUS_API_URL'],
        message: 'must be an https address of ФНС when NODE_ENV=production (the emulator is refused)',
      });
    }
    // ФНС's ЕГРИП: production asks the real service, never the emulator.
    if (prod && !isProviderAddress(env.EGRIP_API_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['EGRIP_API_URL'],
        message: 'must be an https address of ФНС when NODE_ENV=production (the emulator is refused)',
      });
    }
    if (env.FILES_S3_ENDPOINT) {
      for (const key of ['FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when FILES_S3_ENDPOINT is set' });
      }
      // Scans of passports cross the network to the store: never in clear text, except to this machine.
      const s3 = new URL(env.FILES_S3_ENDPOINT);
      if (prod && s3.protocol !== 'https:' && !isLoopback(s3)) {
        ctx.addIssue({
          code: 'custom',
          path: ['FILES_S3_ENDPOINT'],
          message: 'must be an https address when NODE_ENV=production (plain http only to this machine)',
        });
      }
    } else {
      for (const key of ['FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'] as const) {
        if (env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is set but FILES_S3_ENDPOINT is not' });
      }
    }
    for (const key of ['SESSION_SECRET', 'TOKEN_SECRET'] as const) {
      if (prod && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
      }
    }
    // Every agent's monthly document names the organiser as the principal: production never runs a
    // programme whose month could not be closed (docs/product.md §12c).
    for (const key of ['ORGANISER_NAME', 'ORGANISER_INN', 'ORGANISER_OGRN', 'ORGANISER_ADDRESS'] as const) {
      if (prod && !env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: "is required when NODE_ENV=production (every agent's monthly document names the organiser)",
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    // The demo's receiver listens on this machine; tests turn it on where they need it.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: env.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? env.NODE_ENV === 'development',
    // A second instance (`PORT=3100 npm start`) links to its own web app, not to the first one's.
    PUBLIC_WEB_URL: env.PUBLIC_WEB_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof envSchema>;

/** An outside provider's address: https and not this machine (where the emulators listen). */
function isProviderAddress(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'https:' && !isLoopback(url);
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.startsWith('127.');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws one line naming every bad key. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const parts = result.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`);
    throw new ConfigError(`Invalid environment: ${parts.join('; ')}`);
  }
  return result.data;
}
