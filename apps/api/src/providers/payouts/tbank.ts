// T-Bank's self-employed payouts over its Open API (https://developer.tbank.ru/docs/products/self-employed,
// decision 0057): a registry is created (POST …/payment-registry/create, its result by correlationId),
// signed (…/submit), paid (…/pay) and its receipts fetched (…/receipts); the registry read back
// (GET …/payment-registry/{id}, at most once in ten minutes); the person bound to the company's
// project by ИНН (POST /api/v1/self-employed/taxpayers/{inn}/bind with an Idempotency-Key) and their
// status read (GET /api/v2/self-employed/taxpayers/{inn}/status). A bearer token; every method at
// most 1 request a second. Signing, paying, the receipts and the binding go to the bank's secured
// host with the company's client certificate (mTLS), the rest to the Open API's host. What the
// documentation left unconfirmed is listed in decision 0057.
import { request as httpsRequest } from 'node:https';
import { EMULATOR_HEADER, kopecksToValue, valueToKopecks } from '@cabinet/contracts';
import { RateGate } from '../../lib/rate-gate.js';
import { ProviderRefused, ProviderUnavailable, type SelfEmployedBinding, type SelfEmployedStatus } from './provider.js';
import type { BankRegistry, RegistryBank, RegistryStep, RegistryStepBody, RegistryStepResult } from './registry-bank.js';

export interface TbankOptions {
  /** `https://business.tbank.ru/openapi`, or the emulator's address. */
  baseUrl: string;
  /** The secured host, `https://secured-openapi.tbank.ru`, or the emulator's HTTPS twin. */
  securedUrl: string;
  /** The company's client certificate and key for the secured host (PEM); `ca`: the one CA to check its certificate against instead of the system's (the emulator's). */
  tls: { cert: Buffer; key: Buffer; ca?: Buffer };
  token: string;
  /** The company's account the registry is paid from; the bank's main account when absent. */
  companyAccountNumber?: string;
  timeoutMs: number;
  /** Each method's rate (the bank's is 1 a second). */
  requestsPerSecond: number;
  registryReadIntervalMs: number;
  /** Production: an answer of the emulator is an error, never a payout. */
  refuseEmulator: boolean;
}

const BASE = '/api/v1/self-employed/payment-registry';

interface Answer {
  status: number;
  /** The answer carries the emulator's mark (production refuses it). */
  emulator: boolean;
  text: string;
}

/** The steps the bank serves only on its secured host (its reference names that host for them). */
const SECURED_STEPS: ReadonlySet<RegistryStep> = new Set(['submit', 'pay', 'receipts']);

const STEP_PATH: Record<RegistryStep, string> = {
  create: `${BASE}/create`,
  submit: `${BASE}/submit`,
  pay: `${BASE}/pay`,
  receipts: `${BASE}/receipts`,
};

interface StepAnswer {
  status: 'QUEUED' | 'CREATED' | 'SUCCESS' | 'ERROR';
  paymentRegistryId?: number;
  errorCode?: string;
  errorMessage?: string;
  errors?: { number: number; errorCode: string; errorMessage: string }[];
  receipts?: { number: number; receiptId: string; link: string; sum: number }[];
}

interface RegistryAnswer {
  paymentRegistryId: number;
  status: BankRegistry['status'];
  payments: { number: number; status: 'IN_PROGRESS' | 'EXECUTED' | 'REJECTED'; errorCode?: string }[];
}

/** The bank's statuses of a taxpayer in the company's project, as ours (SelfEmployedStatus). */
const TAXPAYER_STATUS: Record<string, SelfEmployedStatus> = {
  NEW: 'pending',
  IN_PROGRESS: 'pending',
  ACTIVE: 'confirmed',
  DECLINED: 'canceled',
  FIRED: 'canceled',
  NOT_SELF_EMPLOYED: 'unregistered',
};

export function tbankBank(opts: TbankOptions): RegistryBank {
  // One gate per method: the bank limits each to its own rate.
  const gates = new Map<string, RateGate>();
  const gateOf = (path: string) => {
    const key = path.replace(/\/\d+(?=\/|$)/g, '/{id}');
    let g = gates.get(key);
    if (!g) gates.set(key, (g = new RateGate(opts.requestsPerSecond)));
    return g;
  };

  /** One exchange with the secured host over mTLS (fetch cannot present a client certificate). */
  function securedExchange(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method: init.method,
          headers: init.headers,
          cert: opts.tls.cert,
          key: opts.tls.key,
          ...(opts.tls.ca ? { ca: opts.tls.ca } : {}),
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, emulator: res.headers[EMULATOR_HEADER] !== undefined, text }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(opts.timeoutMs, () => req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(init.body);
    });
  }

  async function plainExchange(
    url: URL,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Answer> {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
    return { status: res.status, emulator: res.headers.has(EMULATOR_HEADER), text: await res.text() };
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    o: { idempotencyKey?: string; secured?: boolean } = {},
  ): Promise<T | undefined> {
    await gateOf(path.split('?')[0]!).take();
    const base = (o.secured ? opts.securedUrl : opts.baseUrl).replace(/\/$/, '');
    const init = {
      method,
      headers: {
        authorization: `Bearer ${opts.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.idempotencyKey ? { 'idempotency-key': o.idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    let res: Answer;
    try {
      res = await (o.secured ? securedExchange : plainExchange)(new URL(`${base}${path}`), init);
    } catch (err) {
      // A timeout, a dropped connection or a refused handshake: whether the bank acted is unknown.
      throw new ProviderUnavailable(`${method} ${path}: ${(err as Error).message}`, { cause: err });
    }
    if (opts.refuseEmulator && res.emulator) {
      throw new ProviderRefused(res.status, 'emulator_refused', 'the bank emulator answered: production refuses it');
    }
    const text = res.text;
    if (res.status === 404) return undefined;
    // 429: refused for the rate, nothing done; the next pass asks again.
    if (res.status >= 500 || res.status === 429)
      throw new ProviderUnavailable(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    if (res.status < 200 || res.status >= 300) {
      let code = 'error';
      let message = text.slice(0, 200);
      try {
        const e = JSON.parse(text) as { errorCode?: string; errorMessage?: string };
        code = e.errorCode ?? code;
        message = e.errorMessage ?? message;
      } catch {
        // Not JSON: the status tells enough.
      }
      throw new ProviderRefused(res.status, code, `${method} ${path}: ${res.status} ${message}`);
    }
    if (!text) return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      throw new ProviderUnavailable(`${method} ${path}: unreadable answer`, { cause: err });
    }
  }

  function stepBody(correlationId: string, body: RegistryStepBody): Record<string, unknown> {
    if (body.step !== 'create') return { correlationId, paymentRegistryId: body.registryId };
    return {
      correlationId,
      ...(opts.companyAccountNumber ? { companyAccountNumber: opts.companyAccountNumber } : {}),
      // The payouts the bank refuses are left out; the rest are paid (each refusal is answered).
      registryCreateType: 'IGNORE_ERRORS',
      payments: body.payments.map((p) => ({
        number: p.number,
        sum: Number(kopecksToValue(p.amount)),
        paymentPurpose: p.purpose,
        accountNumber: p.accountNumber,
        bik: p.bik,
        incomeType: 'FROM_LEGAL_ENTITY',
        selfEmployedInfo: {
          inn: p.inn,
          lastName: p.lastName,
          firstName: p.firstName,
          ...(p.middleName ? { middleName: p.middleName } : {}),
        },
      })),
    };
  }

  function toBinding(inn: string, a: { status: string }): SelfEmployedBinding {
    return { id: inn, status: TAXPAYER_STATUS[a.status] ?? 'pending', inn, confirmationUrl: null };
  }

  return {
    name: 'tbank',
    // A non-breaking hyphen (U+2011), as PAYOUT_PROVIDER_TITLES writes it: the name never breaks at it.
    title: 'Т\u2011Банк',
    registryReadIntervalMs: opts.registryReadIntervalMs,
    async sendStep(correlationId, body) {
      await call('POST', STEP_PATH[body.step], stepBody(correlationId, body), { secured: SECURED_STEPS.has(body.step) });
    },
    async stepResult(step, correlationId) {
      const q = `?correlationId=${encodeURIComponent(correlationId)}`;
      const secured = SECURED_STEPS.has(step);
      // The pay step's result is asked by POST, the others' by GET (as the documentation has them).
      const a =
        step === 'pay'
          ? await call<StepAnswer>('POST', `${STEP_PATH.pay}/result`, { correlationId }, { secured })
          : await call<StepAnswer>('GET', `${STEP_PATH[step]}/result${q}`, undefined, { secured });
      if (!a) return { state: 'unknown' };
      if (a.status === 'QUEUED') return { state: 'queued' };
      const rejected = a.errors?.map((e) => ({ number: e.number, code: e.errorCode, message: e.errorMessage }));
      if (a.status === 'ERROR') {
        return {
          state: 'failed',
          code: a.errorCode ?? 'error',
          message: a.errorMessage ?? '',
          ...(rejected ? { rejected } : {}),
        };
      }
      const result: RegistryStepResult = { state: 'done' };
      if (a.paymentRegistryId !== undefined) result.registryId = a.paymentRegistryId;
      if (rejected) result.rejected = rejected;
      if (a.receipts)
        result.receipts = a.receipts.map((r) => ({
          number: r.number,
          receiptId: r.receiptId,
          url: r.link,
          amount: valueToKopecks(String(r.sum)),
        }));
      return result;
    },
    async getRegistry(id) {
      const a = await call<RegistryAnswer>('GET', `${BASE}/${id}`);
      if (!a) return undefined;
      return {
        id: a.paymentRegistryId,
        status: a.status,
        payments: a.payments.map((p) => ({
          number: p.number,
          status: p.status === 'EXECUTED' ? 'paid' : p.status === 'REJECTED' ? 'rejected' : 'pending',
          code: p.errorCode ?? null,
        })),
      };
    },
    async createSelfEmployed(req, key) {
      await call(
        'POST',
        `/api/v1/self-employed/taxpayers/${req.inn}/bind`,
        { lastName: req.lastName, firstName: req.firstName, ...(req.middleName ? { middleName: req.middleName } : {}) },
        { idempotencyKey: key, secured: true },
      );
      return { id: req.inn, status: 'pending', inn: req.inn, confirmationUrl: null };
    },
    async getSelfEmployed(inn) {
      const a = await call<{ status: string }>('GET', `/api/v2/self-employed/taxpayers/${inn}/status`);
      return a ? toBinding(inn, a) : undefined;
    },
  };
}
