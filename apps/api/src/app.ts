import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { loadSecrets, type Secrets } from './config/secrets.js';
import type { Db } from './db/types.js';
import { createMailSender, type MailSender } from './providers/mail/mail.js';
import { createPushSender, loadVapidKeys, type PushSender } from './providers/push/push.js';
import { systemClock, type Clock } from './lib/clock.js';
import { LiveSessions } from './lib/live-sessions.js';
import { systemResolver, type HostResolver } from './lib/resolve-host.js';
import { createSmsSender, type SmsSender } from './providers/sms/sms.js';
import { createTelegramGateway } from './providers/telegram/create-telegram-gateway.js';
import type { AppDeps } from './app-deps.js';
import type { Feature } from './http/feature.js';
import { adjustmentsFeature } from './features/adjustments/feature.js';
import { auditFeature } from './features/audit/feature.js';
import { authFeature } from './features/auth/feature.js';
import { balanceFeature } from './features/balance/feature.js';
import { banksFeature } from './features/banks/feature.js';
import { captchaFeature } from './features/captcha/feature.js';
import { complianceFeature } from './features/compliance/feature.js';
import { contestsFeature } from './features/contests/feature.js';
import { dashboardFeature } from './features/dashboard/feature.js';
import { deskFeature } from './features/desk/feature.js';
import { disputesFeature } from './features/disputes/feature.js';
import { filesFeature } from './features/files/feature.js';
import { housekeepingFeature } from './features/housekeeping/feature.js';
import { identityFeature } from './features/identity/feature.js';
import { importsFeature } from './features/imports/feature.js';
import { jobsFeature } from './features/jobs/feature.js';
import { membersFeature } from './features/members/feature.js';
import { messagesFeature } from './features/messages/feature.js';
import { newsFeature } from './features/news/feature.js';
import { notificationsFeature } from './features/notifications/feature.js';
import { operatorsFeature } from './features/operators/feature.js';
import { ordersFeature } from './features/orders/feature.js';
import { payoutsFeature } from './features/payouts/feature.js';
import { payoutMethodsNow } from './features/payouts/service.js';
import { periodsFeature } from './features/periods/feature.js';
import { legalFeature } from './features/legal/feature.js';
import { profileFeature } from './features/profile/feature.js';
import { rewardsFeature } from './features/rewards/feature.js';
import { selfEmployedFeature } from './features/self-employed/feature.js';
import { settingsFeature } from './features/settings/feature.js';
import { signInDeliveryFeature } from './features/sign-in-delivery/feature.js';
import { targetsFeature } from './features/targets/feature.js';
import { streaksFeature } from './features/streaks/feature.js';
import { badgesFeature } from './features/badges/feature.js';
import { taxFeature } from './features/tax/feature.js';
import { tiersFeature } from './features/tiers/feature.js';
import { supervisorOverridesFeature } from './features/supervisor-overrides/feature.js';
import { webVitalsFeature } from './features/web-vitals/feature.js';
import { withdrawalsFeature } from './features/withdrawals/feature.js';
import { payoutCardsFeature } from './features/payout-cards/feature.js';
import { payoutAccountsFeature } from './features/payout-accounts/feature.js';
import { webhooksFeature } from './features/webhooks/feature.js';
import { acceptEmptyJsonBody } from './lib/empty-json-body.js';
import type { FileStore } from './lib/file-store.js';
import { openFileStore } from './lib/open-file-store.js';
import { deriveKey, operatorTotpKey } from './lib/keys.js';
import { loggerOptions, OneLinePerRequest } from './lib/logger.js';
import { boundedHeadersPlugin } from './plugins/bounded-headers.js';
import { refusedAttemptsPlugin } from './features/audit/refused-attempts.js';
import { dealerScopePlugin } from './features/dealer-scope/guard.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRoutes } from './http/register-routes.js';
import { serializerCompiler } from './http/serializer.js';
import { operatorDeps } from './features/operators/routes.js';
import { APPROVAL_EFFECTS } from './approval-effects.js';
import { approvalsFeature } from './features/approvals/feature.js';
import { createPayoutProvider, createRegistryBank } from './providers/payouts/create-provider.js';
import type { PayoutProvider } from './providers/payouts/provider.js';
import { npdStatusChecker } from './providers/npd/npd-status.js';
import { egripRegister } from './providers/egrip/egrip-register.js';
import { JobQueue, type AnyJob } from './jobs/queue.js';
import type { Clock as JobClock } from 'pg-boss';
import { authenticateMember, authenticateOperator } from './features/auth/authenticate.js';
import { authenticatePartner } from './features/partner-api/authenticate.js';
import { partnerApiFeature } from './features/partner-api/feature.js';
import { teamsFeature } from './features/teams/feature.js';
import { teamCabinetFeature } from './features/team-cabinet/feature.js';
import { authPlugin } from './plugins/auth.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { uploadLimitPlugin } from './plugins/upload-limit.js';
import { noStorePlugin } from './plugins/no-store.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { refuseNulPlugin } from './plugins/refuse-nul.js';
import { requestMemberPlugin } from './plugins/request-member.js';
import { errorsPlugin } from './plugins/errors.js';
import { multipartPlugin } from './plugins/multipart.js';

/** Every feature of the API, each once: its routes (from the contracts) and its background work. */
const apiFeatures: readonly Feature[] = [
  captchaFeature,
  authFeature,
  balanceFeature,
  banksFeature,
  ordersFeature,
  withdrawalsFeature,
  payoutCardsFeature,
  payoutAccountsFeature,
  rewardsFeature,
  tiersFeature,
  supervisorOverridesFeature,
  newsFeature,
  notificationsFeature,
  messagesFeature,
  profileFeature,
  identityFeature,
  filesFeature,
  operatorsFeature,
  auditFeature,
  settingsFeature,
  dashboardFeature,
  membersFeature,
  adjustmentsFeature,
  disputesFeature,
  approvalsFeature(APPROVAL_EFFECTS),
  importsFeature,
  partnerApiFeature,
  teamsFeature,
  teamCabinetFeature,
  deskFeature,
  jobsFeature,
  payoutsFeature,
  periodsFeature,
  legalFeature,
  selfEmployedFeature,
  contestsFeature,
  targetsFeature,
  streaksFeature,
  badgesFeature,
  signInDeliveryFeature,
  taxFeature,
  complianceFeature,
  housekeepingFeature,
  webVitalsFeature,
  webhooksFeature,
];

/** Every route of the API, each from its contract (`packages/contracts`). */
export const apiRoutes = apiFeatures.flatMap((f) => f.routes);

/** Every kind of background work of the API (decision 0027). */
export const apiJobs: readonly AnyJob<AppDeps>[] = apiFeatures.flatMap((f) => f.jobs ?? []);

export interface BuildOptions {
  env: Env;
  db: Db;
  clock?: Clock;
  secrets?: Secrets;
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  sms?: SmsSender;
  mail?: MailSender;
  push?: PushSender;
  files?: FileStore;
  /** The payout provider; by default the one the configuration names. */
  payouts?: PayoutProvider | null;
  /** Host names to addresses for the webhooks' checks; the system's resolver by default (tests answer their own). */
  resolveHost?: HostResolver;
  /** Node's process metrics (memory, event loop) in the registry: the server's, not the tests'. */
  processMetrics?: boolean;
  /**
   * The job queue's workers run unless `work` is false (a test that drives jobs by hand); a test
   * moves the queue's time with pg-boss's TestClock.
   */
  jobs?: { work?: boolean; clock?: JobClock; pollingIntervalSeconds?: number };
}

/** The API as a Fastify instance, not listening: `server.ts` listens, tests `inject`. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env, db } = opts;
  const trustProxy = env.TRUST_PROXY.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, opts.logStream) as FastifyServerOptions['logger'],
    trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Slashes matter in the spec's paths (/api/user/ vs /api/order/{id}/): both forms are served.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const secrets = opts.secrets ?? loadSecrets(env);
  const payouts = opts.payouts !== undefined ? opts.payouts : createPayoutProvider(env);
  const bank = createRegistryBank(env);
  app.decorate('deps', {
    env,
    db,
    clock: opts.clock ?? systemClock,
    secrets,
    sms: opts.sms ?? createSmsSender(env, app.log),
    telegram: createTelegramGateway(env),
    mail: opts.mail ?? createMailSender(env, app.log),
    push: opts.push ?? createPushSender(env, loadVapidKeys(env)),
    captchaKeys: {
      signature: deriveKey(secrets.tokenSecret, 'captcha-signature').toString('hex'),
      keySignature: deriveKey(secrets.tokenSecret, 'captcha-key').toString('hex'),
    },
    tokenKey: new Uint8Array(deriveKey(secrets.tokenSecret, 'access-token')),
    otpKey: deriveKey(secrets.tokenSecret, 'otp'),
    totpKey: operatorTotpKey(secrets.tokenSecret),
    files: opts.files ?? (await openFileStore(db, env, { warn: (msg) => app.log.warn(msg) })),
    liveSessions: new LiveSessions(),
    payouts,
    bank,
    // The payouts feature's answer to the features it builds on (decision 0061).
    payoutMethods: (q) => payoutMethodsNow(q, { provider: payouts, bank }),
    npdStatus: npdStatusChecker({
      baseUrl: env.NPD_STATUS_API_URL,
      checksPerMinute: env.NPD_STATUS_CHECKS_PER_MINUTE,
      timeoutMs: env.PAYOUT_PROVIDER_TIMEOUT_MS,
      refuseEmulator: env.NODE_ENV === 'production',
    }),
    egrip: egripRegister({
      baseUrl: env.EGRIP_API_URL,
      timeoutMs: env.PAYOUT_PROVIDER_TIMEOUT_MS,
      refuseEmulator: env.NODE_ENV === 'production',
    }),
    jobs: new JobQueue<AppDeps>(db.jobsBackend, apiJobs, {
      log: app.log,
      ...(opts.jobs?.clock ? { clock: opts.jobs.clock } : {}),
      ...(opts.jobs?.pollingIntervalSeconds ? { pollingIntervalSeconds: opts.jobs.pollingIntervalSeconds } : {}),
    }),
    resolveHost: opts.resolveHost ?? systemResolver,
  } satisfies AppDeps);
  // The queue starts once the app is ready, without holding it up (a database that is down is
  // waited for, not fatal), and stops before the database closes (server.ts and the tests close
  // the app first): a running job gets its signal and a moment to stop.
  app.addHook('onReady', async () => {
    app.deps.jobs
      .start(app.deps, { work: opts.jobs?.work ?? true })
      .catch((err: unknown) => app.log.error({ err: { message: (err as Error).message } }, 'the job queue did not start'));
  });
  app.addHook('onClose', async () => app.deps.jobs.stop());
  // On the PostgreSQL server the sign-in check costs a round trip: cached while revocations are
  // heard. PGlite answers in-process and is asked every time.
  if (db.listen) {
    const { liveSessions } = app.deps;
    const stop = db.listen('auth_revoked', {
      notify: () => liveSessions.forgetAll(),
      state: (on) => liveSessions.setListening(on),
    });
    app.addHook('onClose', async () => stop());
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ checkAnswers: env.NODE_ENV !== 'production' }));

  acceptEmptyJsonBody(app);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await registerOpenApi(app, env.PRODUCT_NAME);
  await app.register(metricsPlugin, { processMetrics: opts.processMetrics ?? false });
  await app.register(healthPlugin);
  await app.register(authPlugin);
  await app.register(refuseNulPlugin);
  await app.register(boundedHeadersPlugin);
  await app.register(noStorePlugin);
  await app.register(requestMemberPlugin);
  await app.register(uploadLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(refusedAttemptsPlugin);
  await app.register(dealerScopePlugin);
  const operators = operatorDeps(app.deps);

  await registerRoutes(app, apiRoutes, {
    member: authenticateMember(app),
    operator: authenticateOperator(app, operators, 'operator'),
    admin: authenticateOperator(app, operators, 'admin'),
    partner: authenticatePartner(app),
  });
  return app;
}
