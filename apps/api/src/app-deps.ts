// What every part of the API is given (`app.deps`): the configuration, the database, the clock, the
// keys and the outside services. Only the composition root (`app.ts`) makes it; routes and jobs read
// it from their context. It names only the layers below the features (decision 0007).
import type { Env } from './config/env.js';
import type { Secrets } from './config/secrets.js';
import type { Db, Queryable } from './db/types.js';
import type { JobQueue } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import type { FileStore } from './lib/file-store.js';
import type { CaptchaKeys } from './lib/keys.js';
import type { LiveSessions } from './lib/live-sessions.js';
import type { HostResolver } from './lib/resolve-host.js';
import type { MailSender } from './providers/mail/mail.js';
import type { PushSender } from './providers/push/push.js';
import type { SmsSender } from './providers/sms/sms.js';
import type { TelegramGateway } from './providers/telegram/telegram-gateway.js';
import type { RegistryBank } from './providers/payouts/registry-bank.js';
import type { PayoutProvider, SelfEmployedBinder } from './providers/payouts/provider.js';
import type { NpdStatusChecker } from './providers/npd/npd-status.js';
import type { EgripRegister } from './providers/egrip/egrip-register.js';

/**
 * What a member's new withdrawal may go to now, as the payouts feature decides it from the rail admins
 * chose (`apps/api/src/features/payouts/rails.ts`, decision 0061). The features the payouts feature
 * builds on — the cards, the account, the self-employed — ask it through this answer, which the
 * composition root hands them, instead of importing it back.
 */
export interface PayoutMethods {
  /** The provider that pays new orders to cards, with its widget (decision 0056); null: cards are not offered. */
  cards: PayoutProvider | null;
  /** Whether new orders may go to the member's account, paid by the bank's registry (decision 0057). */
  accounts: boolean;
  /** The one way a самозанятый withdraws now: to a card, to the account, or none (nobody registers the receipt). */
  selfEmployed: 'card' | 'account' | null;
  /** Who registers the self-employed's receipts, and so binds them: the bank on its rail, the provider otherwise. */
  binder: SelfEmployedBinder | null;
}

export interface AppDeps {
  env: Env;
  db: Db;
  clock: Clock;
  secrets: Secrets;
  sms: SmsSender;
  /** Telegram Gateway for sign-in codes when configured (decision 0035); null: SMS only. */
  telegram: TelegramGateway | null;
  /** Operators' e-mail: set-password links (decision 0029). */
  mail: MailSender;
  /** Web Push to members' devices (decision 0036). */
  push: PushSender;
  captchaKeys: CaptchaKeys;
  /** HS256 key of access tokens. */
  tokenKey: Uint8Array;
  /** HMAC key of stored SMS codes. */
  otpKey: Buffer;
  /** Seals operators' TOTP secrets in the database. */
  totpKey: Buffer;
  files: FileStore;
  /** Live sign-ins seen in the last seconds (decision 0014); caches only while revocations are heard. */
  liveSessions: LiveSessions;
  /** The payout provider the configuration names (decision 0031); null: only the manual rail. */
  payouts: PayoutProvider | null;
  /** The bank whose registries pay the self-employed (decision 0057); null: none configured. */
  bank: RegistryBank | null;
  /** What new withdrawals may go to now (the payouts feature's answer, decision 0061). */
  payoutMethods(db: Queryable): Promise<PayoutMethods>;
  /** ФНС's public self-employed status check (decision 0034). */
  npdStatus: NpdStatusChecker;
  /** ФНС's register of entrepreneurs, by its public search (decision 0043). */
  egrip: EgripRegister;
  /** The job queue: features queue their jobs through it, inside their transactions. */
  jobs: JobQueue<AppDeps>;
  /** Host names to addresses, for the checks of where a webhook may go (docs/webhooks.md). */
  resolveHost: HostResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
