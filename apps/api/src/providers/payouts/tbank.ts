// T-Bank's self-employed payouts over its Open API (https://developer.tbank.ru/docs/products/self-employed,
// decision 0057): a registry is created (POST …/payment-registry/create, its result by correlationId),
// signed (…/submit), paid (…/pay) and its receipts fetched (…/receipts); the registry read back
// (GET …/payment-registry/{id}, at most once in ten minutes); the person bound to the company's
// project by ИНН (POST /api/v1/self-employed/taxpayers/{inn}/bind with an Idempotency-Key) and their
// status read (GET /api/v2/self-employed/taxpayers/{inn}/status). A bearer token; every method at
// most 1 request a second. What the documentation left unconfirmed is listed in decision 0057.
import { EMULATOR_HEADER, kopecksToValue, valueToKopecks } from '@cabinet/contracts';
import { RateGate } from '../../lib/rate-gate.js';
import { ProviderRefused, ProviderUnavailable, type SelfEmployedBinding, type SelfEmployedStatus } from './provider.js';
import type { BankRegistry, RegistryBank, RegistryStep, RegistryStepBody, RegistryStepResult } from './registry-bank.js';

export interface TbankOptions {
  /** `https://business.tbank.ru/openapi`, or the emulator's address. */
  baseUrl: string;
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

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T | undefined> {
    await gateOf(path.split('?')[0]!).take();
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailable(`${method} ${path}: ${(err as Error).message}`, { cause: err });
    }
    if (opts.refuseEmulator && res.headers.has(EMULATOR_HEADER)) {
      throw new ProviderRefused(res.status, 'emulator_refused', 'the bank emulator answered: production refuses it');
    }
    const text = await res.text();
    if (res.status === 404) return undefined;
    // 429: refused for the rate, nothing done; the next pass asks again.
    if (res.status >= 500 || res.status === 429)
      throw new ProviderUnavailable(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    if (!res.ok) {
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
    title: 'Т-Банк',
    registryReadIntervalMs: opts.registryReadIntervalMs,
    async sendStep(correlationId, body) {
      await call('POST', STEP_PATH[body.step], stepBody(correlationId, body));
    },
    async stepResult(step, correlationId) {
      const q = `?correlationId=${encodeURIComponent(correlationId)}`;
      // The pay step's result is asked by POST, the others' by GET (as the documentation has them).
      const a =
        step === 'pay'
          ? await call<StepAnswer>('POST', `${STEP_PATH.pay}/result`, { correlationId })
          : await call<StepAnswer>('GET', `${STEP_PATH[step]}/result${q}`);
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
        key,
      );
      return { id: req.inn, status: 'pending', inn: req.inn, confirmationUrl: null };
    },
    async getSelfEmployed(inn) {
      const a = await call<{ status: string }>('GET', `/api/v2/self-employed/taxpayers/${inn}/status`);
      return a ? toBinding(inn, a) : undefined;
    },
  };
}
