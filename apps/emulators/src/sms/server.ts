// One stand-in for the messaging providers (decision 0035), each under its own prefix and speaking
// the documented subset its adapter uses:
//   /smsru     sms/send, sms/status, my/balance              (SMS.ru, api_id)
//   /smsc      sys/send.php, sys/status.php, sys/balance.php (SMSC, login + psw, fmt=3)
//   /smsaero   v2/sms/send, v2/sms/status, v2/balance         (SMS Aero, HTTP Basic)
//   /telegram  checkSendAbility, sendVerificationMessage, checkVerificationStatus (Bearer token)
// Behaviour is set at start and through POST /emulator/behaviour; GET /emulator/messages lists what
// arrived (with the codes: the emulator is a phone too). `npm start` runs it; production refuses it.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EmulatedProvider = 'smsru' | 'smsc' | 'smsaero' | 'telegram';

export interface EmulatorCredentials {
  smsruApiId: string;
  smscLogin: string;
  smscPassword: string;
  smsaeroEmail: string;
  smsaeroApiKey: string;
  telegramToken: string;
}

export const EMULATOR_CREDENTIALS: EmulatorCredentials = {
  smsruApiId: 'emulator-api-id',
  smscLogin: 'emulator',
  smscPassword: 'emulator-password',
  smsaeroEmail: 'emulator@agentplus.ru',
  smsaeroApiKey: 'emulator-api-key',
  telegramToken: 'emulator-telegram-token',
};

export interface ProviderBehaviour {
  /** Refuse every message (SMS.ru 204, SMSC 6, SMS Aero «sign» error, Telegram BALANCE_NOT_ENOUGH). */
  refuse: boolean;
  /** Accept messages but report them undelivered (Telegram: never delivered, then expired). */
  undeliverable: boolean;
  /** Answer 503 to everything: the provider is down. */
  down: boolean;
  balance: number;
}

export interface EmulatedMessage {
  provider: EmulatedProvider;
  id: string;
  phone: string;
  text: string;
  sender: string;
  createdAt: number;
  /** The code the message carries (six digits). */
  code: string | null;
  /** Telegram Gateway's `payload`: the sender's own note, never shown to the member; null for an SMS or none sent. */
  payload: string | null;
}

export interface SmsEmulator {
  url: string;
  credentials: EmulatorCredentials;
  behaviour: Record<EmulatedProvider, ProviderBehaviour>;
  /** Phones registered in Telegram: checkSendAbility succeeds for them only. */
  telegramPhones: Set<string>;
  messages(): EmulatedMessage[];
  close(): Promise<void>;
}

/** Delivery reports arrive this long after a message is accepted; 0: at the first status question. */
export interface EmulatorOptions {
  host?: string;
  port?: number;
  settleMs?: number;
  telegramPhones?: string[];
  credentials?: Partial<EmulatorCredentials>;
  log?: (line: string) => void;
}

function defaults(): ProviderBehaviour {
  return { refuse: false, undeliverable: false, down: false, balance: 1500 };
}

async function readForm(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  if (!raw) return fields;
  if ((req.headers['content-type'] ?? '').includes('json')) return { ...fields, ...(JSON.parse(raw) as Record<string, string>) };
  return { ...fields, ...Object.fromEntries(new URLSearchParams(raw)) };
}

export async function startSmsEmulator(opts: EmulatorOptions = {}): Promise<SmsEmulator> {
  const credentials = { ...EMULATOR_CREDENTIALS, ...opts.credentials };
  const settleMs = opts.settleMs ?? 0;
  const behaviour: Record<EmulatedProvider, ProviderBehaviour> = {
    smsru: defaults(),
    smsc: defaults(),
    smsaero: defaults(),
    telegram: defaults(),
  };
  const telegramPhones = new Set(opts.telegramPhones ?? []);
  const messages: EmulatedMessage[] = [];
  const ability = new Map<string, string>(); // request id → phone (checkSendAbility)
  let nextSmscId = 1;

  function accept(provider: EmulatedProvider, id: string, phone: string, text: string, sender: string, payload?: string) {
    const code = /\d{6}/.exec(text)?.[0] ?? null;
    messages.push({ provider, id, phone, text, sender, createdAt: Date.now(), code, payload: payload ?? null });
    opts.log?.(`${provider} → ${phone}: ${text}${payload ? ` (payload ${payload})` : ''}`);
  }
  /** Where a message is now: not yet settled → sent, then delivered or failed. */
  function stateOf(provider: EmulatedProvider, id: string): 'missing' | 'sent' | 'delivered' | 'failed' {
    const m = messages.find((x) => x.provider === provider && x.id === id);
    if (!m) return 'missing';
    if (Date.now() - m.createdAt < settleMs) return 'sent';
    return behaviour[provider].undeliverable ? 'failed' : 'delivered';
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  async function smsru(path: string, f: Record<string, string>, res: ServerResponse) {
    const b = behaviour.smsru;
    if (f.api_id !== credentials.smsruApiId)
      return json(res, 200, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
    if (path === 'sms/send') {
      const phone = f.to ?? '';
      if (!f.msg) return json(res, 200, { status: 'ERROR', status_code: 203, status_text: 'Нет текста сообщения' });
      if (b.refuse) {
        return json(res, 200, {
          status: 'OK',
          status_code: 100,
          sms: { [phone]: { status: 'ERROR', status_code: 204, status_text: 'Имя отправителя не согласовано' } },
          balance: b.balance,
        });
      }
      const id = `${String(messages.length).padStart(6, '0')}-${String(Date.now()).slice(-8)}`;
      accept('smsru', id, phone, f.msg, f.from ?? '');
      b.balance -= 3.5;
      return json(res, 200, {
        status: 'OK',
        status_code: 100,
        sms: { [phone]: { status: 'OK', status_code: 100, sms_id: id } },
        balance: b.balance,
      });
    }
    if (path === 'sms/status') {
      const id = f.sms_id ?? '';
      const s = stateOf('smsru', id);
      const one =
        s === 'missing'
          ? { status: 'ERROR', status_code: -1, status_text: 'Сообщение не найдено' }
          : s === 'sent'
            ? { status: 'OK', status_code: 102, status_text: 'Сообщение отправлено (в пути)' }
            : s === 'delivered'
              ? { status: 'OK', status_code: 103, status_text: 'Сообщение доставлено' }
              : { status: 'OK', status_code: 106, status_text: 'Сообщение не может быть доставлено: сбой в телефоне' };
      return json(res, 200, { status: 'OK', status_code: 100, sms: { [id]: one }, balance: b.balance });
    }
    if (path === 'my/balance') return json(res, 200, { status: 'OK', status_code: 100, balance: b.balance });
    return json(res, 404, { status: 'ERROR', status_code: 220, status_text: 'Сервис временно недоступен' });
  }

  async function smsc(path: string, f: Record<string, string>, res: ServerResponse) {
    const b = behaviour.smsc;
    if (f.login !== credentials.smscLogin || f.psw !== credentials.smscPassword) {
      return json(res, 200, { error: 'authorise error', error_code: 2 });
    }
    if (path === 'sys/send.php') {
      if (b.refuse) return json(res, 200, { error: 'denied', error_code: 6 });
      const id = String(nextSmscId++);
      accept('smsc', id, f.phones ?? '', f.mes ?? '', f.sender ?? '');
      b.balance -= 3.2;
      return json(res, 200, { id: Number(id), cnt: 1 });
    }
    if (path === 'sys/status.php') {
      const s = stateOf('smsc', f.id ?? '');
      if (s === 'missing') return json(res, 200, { status: -3, last_date: '', last_timestamp: 0 });
      const code = s === 'sent' ? 0 : s === 'delivered' ? 1 : 20;
      return json(res, 200, { status: code, last_timestamp: Math.floor(Date.now() / 1000), ...(code === 20 ? { err: 1 } : {}) });
    }
    if (path === 'sys/balance.php') return json(res, 200, { balance: b.balance.toFixed(2) });
    return json(res, 404, { error: 'not found', error_code: 1 });
  }

  async function smsaero(path: string, f: Record<string, string>, req: IncomingMessage, res: ServerResponse) {
    const b = behaviour.smsaero;
    const expected = `Basic ${Buffer.from(`${credentials.smsaeroEmail}:${credentials.smsaeroApiKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { success: false, data: null, message: 'Your token is invalid' });
    if (path === 'v2/sms/send') {
      if (b.refuse) return json(res, 200, { success: false, data: null, message: 'Validation error.: sign is not allowed' });
      const id = String(700000 + messages.length);
      accept('smsaero', id, f.number ?? '', f.text ?? '', f.sign ?? '');
      b.balance -= 2.99;
      return json(res, 200, {
        success: true,
        data: {
          id: Number(id),
          from: f.sign ?? 'SMS Aero',
          number: f.number,
          text: f.text,
          status: 0,
          extendStatus: 'queue',
          channel: 'DIRECT',
          cost: 2.99,
        },
        message: null,
      });
    }
    if (path === 'v2/sms/status') {
      const s = stateOf('smsaero', f.id ?? '');
      if (s === 'missing') return json(res, 200, { success: false, data: null, message: 'Message not found' });
      const [status, extendStatus] = s === 'sent' ? [3, 'transfer'] : s === 'delivered' ? [1, 'delivery'] : [2, 'no delivery'];
      return json(res, 200, { success: true, data: { id: Number(f.id), status, extendStatus }, message: null });
    }
    if (path === 'v2/balance') return json(res, 200, { success: true, data: { balance: b.balance }, message: null });
    return json(res, 404, { success: false, data: null, message: 'Not found' });
  }

  async function telegram(method: string, f: Record<string, string>, req: IncomingMessage, res: ServerResponse) {
    const b = behaviour.telegram;
    if (req.headers.authorization !== `Bearer ${credentials.telegramToken}`)
      return json(res, 200, { ok: false, error: 'ACCESS_TOKEN_INVALID' });
    const phone = (f.phone_number ?? '').replace(/^\+/, '');
    if (method === 'checkSendAbility') {
      if (b.refuse) return json(res, 200, { ok: false, error: 'BALANCE_NOT_ENOUGH' });
      if (!telegramPhones.has(phone)) return json(res, 200, { ok: false, error: 'PHONE_NUMBER_NOT_FOUND' });
      const id = randomUUID();
      ability.set(id, phone);
      b.balance -= 0.01;
      return json(res, 200, {
        ok: true,
        result: { request_id: id, phone_number: f.phone_number, request_cost: 0.01, remaining_balance: b.balance },
      });
    }
    if (method === 'sendVerificationMessage') {
      const id = f.request_id ?? randomUUID();
      if (!telegramPhones.has(phone)) return json(res, 200, { ok: false, error: 'PHONE_NUMBER_NOT_FOUND' });
      // The gateway takes no text: the member reads Telegram's own message with the code, the same
      // whatever the code is for; the payload is kept, not shown.
      accept('telegram', id, phone, `Код подтверждения: ${f.code ?? ''}`, '', f.payload);
      return json(res, 200, {
        ok: true,
        result: {
          request_id: id,
          phone_number: f.phone_number,
          request_cost: 0.01,
          delivery_status: { status: 'sent', updated_at: Math.floor(Date.now() / 1000) },
          ...(f.payload ? { payload: f.payload } : {}),
        },
      });
    }
    if (method === 'checkVerificationStatus') {
      const id = f.request_id ?? '';
      const s = stateOf('telegram', id);
      if (s === 'missing') return json(res, 200, { ok: false, error: 'REQUEST_ID_INVALID' });
      const status = s === 'sent' ? 'sent' : s === 'delivered' ? 'delivered' : 'expired';
      const m = messages.find((x) => x.provider === 'telegram' && x.id === id)!;
      return json(res, 200, {
        ok: true,
        result: {
          request_id: id,
          phone_number: `+${m.phone}`,
          delivery_status: { status, updated_at: Math.floor(Date.now() / 1000) },
          ...(m.payload ? { payload: m.payload } : {}),
        },
      });
    }
    return json(res, 200, { ok: false, error: 'METHOD_NOT_FOUND' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    void (async () => {
      const f = await readForm(req, url);
      if (prefix === 'emulator') {
        if (path === 'messages') return json(res, 200, messages);
        if (path === 'behaviour' && req.method === 'POST') {
          const change = f as unknown as { provider: EmulatedProvider } & Partial<ProviderBehaviour> & {
              telegramPhones?: string[];
            };
          if (change.provider in behaviour) Object.assign(behaviour[change.provider], { ...change, provider: undefined });
          for (const p of change.telegramPhones ?? []) telegramPhones.add(p);
          return json(res, 200, behaviour);
        }
        return json(res, 404, {});
      }
      if (!(prefix in behaviour)) return json(res, 404, {});
      if (behaviour[prefix as EmulatedProvider].down) return json(res, 503, {});
      if (prefix === 'smsru') return smsru(path, f, res);
      if (prefix === 'smsc') return smsc(path, f, res);
      if (prefix === 'smsaero') return smsaero(path, f, req, res);
      return telegram(path, f, req, res);
    })().catch((err: unknown) => json(res, 500, { error: (err as Error).message }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    credentials,
    behaviour,
    telegramPhones,
    messages: () => [...messages],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
