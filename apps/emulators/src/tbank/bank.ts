// A stand-in for T-Bank's self-employed payouts (decision 0057), speaking what the adapter uses: the
// payment registry's create / submit / pay / receipts, each answered later by its correlationId
// (kept two days), the registry read back (at most once in ten minutes), a taxpayer bound to the
// company's project by ИНН with an Idempotency-Key and its status read. It refuses what the bank
// documents refusing: a call without the bearer token, more than the method's rate, a correlationId
// reused with another body, a registry read back too often, a payout to a person not ACTIVE (or
// FIRED) in the project (left out of the registry), signing a registry twice, paying one that is not
// signed or was paid, and the secured host's methods without a client certificate (mtls.ts). Served by
// the payouts emulator under `/tbank` (and its HTTPS twin); controlled under `/emulator/tbank/`.
import { randomUUID } from 'node:crypto';
import { isValidBankAccount, isValidPersonInn } from '@cabinet/contracts';
import { onlySecured } from './mtls.js';

export const TBANK_PREFIX = '/tbank/';
const API = '/tbank/api/v1/self-employed/payment-registry';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STEP_RESULTS_KEPT_MS = 2 * 86_400_000;

export interface TbankConfig {
  token: string;
  /** Each method's rate a second (the bank's is 1; the status read's 10). 0: no limit. */
  requestsPerSecond: number;
  /** How often a registry may be read back, ms (the bank's: ten minutes). */
  readIntervalMs: number;
  /** How long a step's result stays QUEUED, and a paid registry IN_PROGRESS, ms. */
  stepMs: number;
  /** How long after a bind the person accepts it in «Мой налог», ms; negative: never by itself. */
  confirmAfterMs: number;
  /** ИНН of people not self-employed: bound, they stay NOT_SELF_EMPLOYED. */
  notSelfEmployed: string[];
  /** Account → the code the recipient's bank rejects a payout to it with. */
  rejectAccounts: Record<string, string>;
  /** The company's account balance, kopecks. */
  balance: number;
  /** Steps whose next request is acted on and then answered 500, as a lost answer (each entry once). */
  dropAnswers: Step[];
}

export const DEFAULT_TBANK_CONFIG: TbankConfig = {
  token: 'tbank_emulator_token',
  requestsPerSecond: 1,
  readIntervalMs: 600_000,
  stepMs: 0,
  confirmAfterMs: -1,
  notSelfEmployed: [],
  // The demo's accounts (БИК 044525974) the recipient's bank refuses (docs/configuration.md lists them).
  rejectAccounts: { '40817810900009876543': 'RECIPIENT_IN_FRAUD_DATABASE', '40817810500000000404': 'ACCOUNT_CLOSED' },
  balance: 10_000_000_00,
  dropAnswers: [],
};

/** A configuration of its own: the defaults' lists are copied, never shared between emulators. */
export function tbankConfig(over: Partial<TbankConfig> = {}): TbankConfig {
  return {
    ...DEFAULT_TBANK_CONFIG,
    rejectAccounts: { ...DEFAULT_TBANK_CONFIG.rejectAccounts },
    notSelfEmployed: [],
    dropAnswers: [],
    ...over,
  };
}

export type Step = 'create' | 'submit' | 'pay' | 'receipts';
interface StepRecord {
  step: Step;
  body: string;
  at: number;
  answer: Record<string, unknown>;
}
interface Payment {
  number: number;
  kopecks: number;
  accountNumber: string;
  inn: string;
  status: 'IN_PROGRESS' | 'EXECUTED' | 'REJECTED';
  errorCode?: string;
}
export interface EmulatedRegistry {
  id: number;
  status: 'DRAFT' | 'ACCEPTED' | 'IN_PROGRESS' | 'EXECUTED' | 'PART_EXEC' | 'REJECTED' | 'CANCELLED';
  payments: Payment[];
  paidAt?: number;
}
interface Taxpayer {
  status: 'NEW' | 'ACTIVE' | 'FIRED' | 'DECLINED' | 'NOT_SELF_EMPLOYED';
  boundAt: number;
  key: string;
  body: string;
}

export interface TbankEmulator {
  config: TbankConfig;
  handle(
    method: string,
    url: URL,
    text: string,
    headers: { authorization?: string; idempotencyKey?: string; secured: boolean },
  ): { status: number; answer: unknown } | null;
  registries(): EmulatedRegistry[];
  /** How many requests each step's method got (refused ones included). */
  calls(): Record<string, number>;
  /** The person's answer in «Мой налог», or the project's change of them. */
  setTaxpayer(inn: string, status: Taxpayer['status']): void;
}

const error = (status: number, errorCode: string, errorMessage: string) => ({
  status,
  answer: { errorId: randomUUID(), errorCode, errorMessage },
});

function isAmount(v: unknown): v is number {
  return typeof v === 'number' && v > 0 && Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
}

export function createTbankEmulator(config: TbankConfig): TbankEmulator {
  const steps = new Map<string, StepRecord>();
  const registries = new Map<number, EmulatedRegistry>();
  const taxpayers = new Map<string, Taxpayer>();
  const lastRead = new Map<number, number>();
  const windows = new Map<string, { second: number; count: number }>();
  const calls: Record<string, number> = {};
  let nextId = 1001;

  function taxpayerStatus(inn: string): Taxpayer['status'] | undefined {
    const t = taxpayers.get(inn);
    if (!t) return undefined;
    if (t.status === 'NEW' && config.confirmAfterMs >= 0 && Date.now() - t.boundAt >= config.confirmAfterMs) t.status = 'ACTIVE';
    return t.status;
  }

  function overRate(key: string, perSecond: number): boolean {
    if (perSecond <= 0) return false;
    const second = Math.floor(Date.now() / 1000);
    const w = windows.get(key);
    const next = w && w.second === second ? { second, count: w.count + 1 } : { second, count: 1 };
    windows.set(key, next);
    return next.count > perSecond;
  }

  /** Payment of a paid registry, settled once its time has come. */
  function settled(r: EmulatedRegistry): EmulatedRegistry {
    if (r.status === 'IN_PROGRESS' && r.paidAt !== undefined && Date.now() - r.paidAt >= config.stepMs) {
      for (const p of r.payments) {
        const code = config.rejectAccounts[p.accountNumber];
        p.status = code ? 'REJECTED' : 'EXECUTED';
        if (code) p.errorCode = code;
      }
      const paid = r.payments.filter((p) => p.status === 'EXECUTED').length;
      r.status = paid === r.payments.length ? 'EXECUTED' : paid === 0 ? 'REJECTED' : 'PART_EXEC';
    }
    return r;
  }

  function create(body: Record<string, unknown>): Record<string, unknown> {
    const payments = body.payments as Record<string, unknown>[];
    const errors: { number: number; errorCode: string; errorMessage: string }[] = [];
    const valid: Payment[] = [];
    const numbers = new Set<number>();
    for (const p of payments) {
      const info = p.selfEmployedInfo as Record<string, string>;
      const number = p.number as number;
      const status = taxpayerStatus(info.inn!);
      if (numbers.has(number))
        errors.push({ number, errorCode: 'DUPLICATE_NUMBER', errorMessage: 'Номер платежа повторяется в реестре' });
      else if (status !== 'ACTIVE' && status !== 'FIRED')
        errors.push({
          number,
          errorCode: 'SELF_EMPLOYED_NOT_ACTIVE',
          errorMessage: 'Самозанятый не подключён к проекту компании',
        });
      else if (!isValidBankAccount(p.accountNumber as string, p.bik as string))
        errors.push({ number, errorCode: 'INVALID_REQUISITES', errorMessage: 'Неверный номер счёта или БИК' });
      else
        valid.push({
          number,
          kopecks: Math.round((p.sum as number) * 100),
          accountNumber: p.accountNumber as string,
          inn: info.inn!,
          status: 'IN_PROGRESS',
        });
      numbers.add(number);
    }
    if (valid.length === 0 || (body.registryCreateType === 'FAIL_ERRORS' && errors.length > 0)) {
      return {
        status: 'ERROR',
        errorCode: 'NO_VALID_PAYMENTS',
        errorMessage: 'Реестр не создан: в нём нет верных платежей',
        errors,
      };
    }
    const registry: EmulatedRegistry = { id: nextId++, status: 'DRAFT', payments: valid };
    registries.set(registry.id, registry);
    return { status: 'CREATED', paymentRegistryId: registry.id, errors };
  }

  function act(step: Step, body: Record<string, unknown>): Record<string, unknown> {
    if (step === 'create') return create(body);
    const r = registries.get(body.paymentRegistryId as number);
    if (!r) return { status: 'ERROR', errorCode: 'REGISTRY_NOT_FOUND', errorMessage: 'Реестр не найден' };
    if (step === 'submit') {
      if (r.status !== 'DRAFT')
        return { status: 'ERROR', errorCode: 'REGISTRY_ALREADY_SIGNED', errorMessage: 'Реестр уже подписан' };
      r.status = 'ACCEPTED';
      return { status: 'SUCCESS', paymentRegistryId: r.id };
    }
    if (step === 'pay') {
      if (r.status === 'DRAFT') return { status: 'ERROR', errorCode: 'REGISTRY_NOT_SIGNED', errorMessage: 'Реестр не подписан' };
      if (r.status !== 'ACCEPTED')
        return { status: 'ERROR', errorCode: 'REGISTRY_ALREADY_PAID', errorMessage: 'Реестр уже оплачен' };
      const sum = r.payments.reduce((s, p) => s + p.kopecks, 0);
      if (sum > config.balance)
        return { status: 'ERROR', errorCode: 'INSUFFICIENT_FUNDS', errorMessage: 'Недостаточно средств на счёте' };
      config.balance -= sum;
      r.status = 'IN_PROGRESS';
      r.paidAt = Date.now();
      return { status: 'SUCCESS', paymentRegistryId: r.id };
    }
    settled(r);
    if (r.status !== 'EXECUTED' && r.status !== 'PART_EXEC')
      return { status: 'ERROR', errorCode: 'RECEIPTS_NOT_READY', errorMessage: 'Реестр ещё не исполнен' };
    return {
      status: 'SUCCESS',
      paymentRegistryId: r.id,
      receipts: r.payments
        .filter((p) => p.status === 'EXECUTED')
        .map((p) => ({
          number: p.number,
          receiptId: `20${r.id}${p.number}`,
          link: `https://lknpd.nalog.ru/api/v1/receipt/${p.inn}/20${r.id}${p.number}/print`,
          sum: p.kopecks / 100,
        })),
    };
  }

  function validStep(step: Step, body: Record<string, unknown>): string | null {
    if (typeof body.correlationId !== 'string' || !UUID.test(body.correlationId)) return 'correlationId: нужен UUID';
    if (step !== 'create') return Number.isInteger(body.paymentRegistryId) ? null : 'paymentRegistryId: нужно целое число';
    if (
      body.registryCreateType !== undefined &&
      body.registryCreateType !== 'IGNORE_ERRORS' &&
      body.registryCreateType !== 'FAIL_ERRORS'
    )
      return 'registryCreateType: IGNORE_ERRORS или FAIL_ERRORS';
    if (!Array.isArray(body.payments) || body.payments.length === 0) return 'payments: нужен хотя бы один платёж';
    for (const p of body.payments as Record<string, unknown>[]) {
      const info = p.selfEmployedInfo as Record<string, unknown> | undefined;
      if (!Number.isInteger(p.number) || (p.number as number) < 1) return 'payments.number: нужно целое число';
      if (!isAmount(p.sum)) return 'payments.sum: нужна сумма в рублях';
      if (typeof p.paymentPurpose !== 'string' || !p.paymentPurpose) return 'payments.paymentPurpose: обязательно';
      if (typeof p.accountNumber !== 'string' || !/^\d{20}$/.test(p.accountNumber)) return 'payments.accountNumber: 20 цифр';
      if (typeof p.bik !== 'string' || !/^\d{9}$/.test(p.bik)) return 'payments.bik: 9 цифр';
      if (!info || typeof info.inn !== 'string' || !isValidPersonInn(info.inn))
        return 'payments.selfEmployedInfo.inn: ИНН из 12 цифр';
      if (typeof info.lastName !== 'string' || typeof info.firstName !== 'string')
        return 'payments.selfEmployedInfo: фамилия и имя обязательны';
    }
    return null;
  }

  function step(step: Step, text: string): { status: number; answer: unknown } {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return error(400, 'VALIDATION_ERROR', 'Тело запроса не JSON');
    }
    const invalid = validStep(step, body);
    if (invalid) return error(400, 'VALIDATION_ERROR', invalid);
    const id = body.correlationId as string;
    const known = steps.get(id);
    if (known) {
      // The same request again (its answer was lost): nothing is done twice.
      if (known.step === step && known.body === text) return { status: 200, answer: {} };
      return error(422, 'CORRELATION_ID_ALREADY_USED', 'Этот correlationId уже использован в другом запросе');
    }
    steps.set(id, { step, body: text, at: Date.now(), answer: act(step, body) });
    const drop = config.dropAnswers.indexOf(step);
    if (drop >= 0) {
      config.dropAnswers.splice(drop, 1);
      return error(500, 'INTERNAL_ERROR', 'Внутренняя ошибка');
    }
    return { status: 200, answer: {} };
  }

  function result(step: Step, correlationId: string | null | undefined): { status: number; answer: unknown } {
    const s = correlationId ? steps.get(correlationId) : undefined;
    if (!s || s.step !== step || Date.now() - s.at > STEP_RESULTS_KEPT_MS) return error(404, 'NOT_FOUND', 'Результат не найден');
    if (Date.now() - s.at < config.stepMs) return { status: 200, answer: { status: 'QUEUED' } };
    return { status: 200, answer: s.answer };
  }

  function bind(inn: string, key: string | undefined, text: string): { status: number; answer: unknown } {
    if (!key || !UUID.test(key)) return error(400, 'VALIDATION_ERROR', 'Idempotency-Key: нужен UUID');
    if (!isValidPersonInn(inn)) return error(400, 'VALIDATION_ERROR', 'inn: 12 цифр');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return error(400, 'VALIDATION_ERROR', 'Тело запроса не JSON');
    }
    if (typeof body.firstName !== 'string' || !body.firstName || typeof body.lastName !== 'string' || !body.lastName)
      return error(400, 'VALIDATION_ERROR', 'firstName и lastName обязательны');
    const known = [...taxpayers.values()].find((t) => t.key === key);
    if (known)
      return known.body === text
        ? { status: 200, answer: {} }
        : error(422, 'IDEMPOTENCY_KEY_REUSED', 'Ключ идемпотентности уже использован');
    const status = config.notSelfEmployed.includes(inn) ? 'NOT_SELF_EMPLOYED' : 'NEW';
    taxpayers.set(inn, { status, boundAt: Date.now(), key, body: text });
    return { status: 200, answer: {} };
  }

  function control(method: string, path: string, text: string): { status: number; answer: unknown } {
    if (method === 'POST' && path === '/emulator/tbank/config') {
      Object.assign(config, JSON.parse(text || '{}') as Partial<TbankConfig>);
      return { status: 200, answer: config };
    }
    if (method === 'GET' && path === '/emulator/tbank/registries')
      return { status: 200, answer: { items: [...registries.values()].map(settled) } };
    const m = /^\/emulator\/tbank\/taxpayers\/(\d{12})$/.exec(path);
    if (method === 'POST' && m) {
      const t = taxpayers.get(m[1]!);
      if (!t) return error(404, 'NOT_FOUND', 'Самозанятый не привязан');
      t.status = (JSON.parse(text || '{}') as { status: Taxpayer['status'] }).status;
      return { status: 200, answer: { inn: m[1], status: t.status } };
    }
    return error(404, 'NOT_FOUND', 'Not found');
  }

  return {
    config,
    registries: () => [...registries.values()].map(settled),
    calls: () => ({ ...calls }),
    setTaxpayer(inn, status) {
      const t = taxpayers.get(inn);
      if (t) t.status = status;
      else taxpayers.set(inn, { status, boundAt: Date.now(), key: randomUUID(), body: '' });
    },
    handle(method, url, text, headers) {
      const path = url.pathname;
      if (path.startsWith('/emulator/tbank/')) return control(method, path, text);
      if (!path.startsWith(TBANK_PREFIX)) return null;
      // Signing, paying, receipts and binding only over the secured host's mTLS (mtls.ts).
      if (!headers.secured && onlySecured(path)) return error(403, 'MTLS_REQUIRED', 'Метод доступен только с сертификатом mTLS');
      if (headers.authorization !== `Bearer ${config.token}`) return error(401, 'UNAUTHORIZED', 'Ошибка аутентификации');
      const methodKey = `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
      calls[methodKey] = (calls[methodKey] ?? 0) + 1;
      const statusRead = path.startsWith('/tbank/api/v2/self-employed/taxpayers/');
      if (overRate(methodKey, statusRead ? config.requestsPerSecond * 10 : config.requestsPerSecond))
        return error(429, 'TOO_MANY_REQUESTS', 'Слишком много запросов');
      const q = url.searchParams.get('correlationId');
      for (const s of ['create', 'submit', 'pay', 'receipts'] as const) {
        if (method === 'POST' && path === `${API}/${s}`) return step(s, text);
        if (path === `${API}/${s}/result`) {
          if (s === 'pay' && method === 'POST') {
            try {
              return result(s, (JSON.parse(text) as { correlationId?: string }).correlationId);
            } catch {
              return error(400, 'VALIDATION_ERROR', 'Тело запроса не JSON');
            }
          }
          if (s !== 'pay' && method === 'GET') return result(s, q);
        }
      }
      const reg = new RegExp(`^${API}/(\\d+)$`).exec(path);
      if (method === 'GET' && reg) {
        const id = Number(reg[1]);
        const r = registries.get(id);
        if (!r) return error(404, 'NOT_FOUND', 'Реестр не найден');
        const last = lastRead.get(id);
        if (last !== undefined && Date.now() - last < config.readIntervalMs)
          return error(429, 'TOO_MANY_REQUESTS', 'Реестр можно запрашивать не чаще раза в 10 минут');
        lastRead.set(id, Date.now());
        settled(r);
        return {
          status: 200,
          answer: {
            paymentRegistryId: r.id,
            status: r.status,
            payments: r.payments.map((p) => ({
              number: p.number,
              status: p.status,
              ...(p.errorCode ? { errorCode: p.errorCode } : {}),
            })),
          },
        };
      }
      const bindPath = /^\/tbank\/api\/v1\/self-employed\/taxpayers\/([^/]+)\/bind$/.exec(path);
      if (method === 'POST' && bindPath) return bind(bindPath[1]!, headers.idempotencyKey, text);
      const status = /^\/tbank\/api\/v2\/self-employed\/taxpayers\/([^/]+)\/status$/.exec(path);
      if (method === 'GET' && status) {
        const s = taxpayerStatus(status[1]!);
        return s
          ? { status: 200, answer: { inn: status[1], status: s } }
          : error(404, 'NOT_FOUND', 'Самозанятый не привязан к проекту');
      }
      return error(404, 'NOT_FOUND', 'Not found');
    },
  };
}
