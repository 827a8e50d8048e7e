// A company's CRM as the partner API sees it (docs/partner-api.md «Trying it without a CRM»): it posts
// contracts for a list of agents at a set rate, signing each request with its key's signing secret
// (Standard Webhooks, by the library), sends `activated` for half of them a while later, and receives
// the programme's webhooks, verifying each with the library's verifier — a delivery whose signature
// does not verify is answered 400, as a careful receiver would. GET / shows what it sent and received;
// GET /emulator/state the same as JSON. `npm start` runs it with PARTNER_EMULATOR=on; never in production.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface PartnerEmulatorOptions {
  host?: string;
  port?: number;
  /** The API's address: `http://127.0.0.1:4000`. */
  apiUrl: string;
  apiKey: string;
  signingSecret: string;
  /** The webhook endpoint's secret (`whsec_…`) deliveries are verified with; null: deliveries are refused. */
  webhookSecret: string | null;
  /** The agents' phones contracts are signed by, in turn. */
  agents: readonly string[];
  /** Contracts a second; fractions add up (0.2: one every five seconds). 0: none. */
  contractsPerSecond: number;
  /** Seconds after which half of the contracts sent are reported `activated`. */
  activateAfterSeconds?: number;
  log?: (line: string) => void;
}

export interface ReceivedWebhook {
  id: string;
  type: string;
  verified: boolean;
  at: string;
}

export interface PartnerEmulatorState {
  sent: number;
  accepted: number;
  duplicates: number;
  refused: number;
  activated: number;
  lastError: string | null;
  webhooks: ReceivedWebhook[];
}

export interface PartnerEmulator {
  url: string;
  state(): PartnerEmulatorState;
  /** Sends one batch of `count` contracts now (the tests drive it so). */
  sendContracts(count: number): Promise<void>;
  close(): Promise<void>;
}

const TARIFFS = ['Домашний интернет 500', 'Мобильная связь «Всё»', 'Интернет + ТВ'];
const CLIENTS = ['Петров Пётр Петрович', 'Смирнова Анна Викторовна', 'Кузнецов Илья Андреевич', 'Орлова Мария Сергеевна'];
const KEPT_WEBHOOKS = 200;

/** Today in Moscow, `YYYY-MM-DD` (the programme's day). */
const moscowToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startPartnerEmulator(opts: PartnerEmulatorOptions): Promise<PartnerEmulator> {
  const log = opts.log ?? (() => undefined);
  const state: PartnerEmulatorState = {
    sent: 0,
    accepted: 0,
    duplicates: 0,
    refused: 0,
    activated: 0,
    lastError: null,
    webhooks: [],
  };
  const signer = new Webhook(opts.signingSecret);
  const verifier = opts.webhookSecret ? new Webhook(opts.webhookSecret) : null;
  const run = randomUUID().slice(0, 8).toUpperCase();
  let seq = 0;
  let nextAgent = 0;
  const toActivate: { number: string; due: number }[] = [];

  /** A signed call; answers the parsed body, or null after logging why not. */
  async function call(path: string, body: unknown, idempotencyKey: string): Promise<unknown> {
    const payload = JSON.stringify(body);
    const id = `req_${randomUUID()}`;
    const at = new Date();
    try {
      const res = await fetch(`${opts.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(id, at, payload),
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await res.json()) as { code?: string; message?: string };
      if (!res.ok) {
        state.lastError = `${res.status} ${answer.code ?? ''}: ${answer.message ?? ''}`;
        log(`refused: ${state.lastError}`);
        return null;
      }
      return answer;
    } catch (err) {
      state.lastError = (err as Error).message;
      return null;
    }
  }

  async function sendContracts(count: number): Promise<void> {
    if (count <= 0 || opts.agents.length === 0) return;
    const today = moscowToday();
    const rows = Array.from({ length: count }, () => {
      seq += 1;
      const agent = opts.agents[nextAgent++ % opts.agents.length]!;
      return {
        number: `CRM-${run}-${String(seq).padStart(6, '0')}`,
        agentPhone: agent,
        clientName: CLIENTS[seq % CLIENTS.length]!,
        signedOn: today,
        tariff: TARIFFS[seq % TARIFFS.length]!,
      };
    });
    // One key per batch, kept for its retries: a batch lost on the way is never paid twice.
    const key = `crm-${run}-${seq}`;
    const answer = (await call('/api/partner/v1/contracts', { contracts: rows }, key)) as {
      accepted: number;
      duplicates: number;
      refused: number;
    } | null;
    if (!answer) return;
    state.sent += rows.length;
    state.accepted += answer.accepted;
    state.duplicates += answer.duplicates;
    state.refused += answer.refused;
    const due = Date.now() + (opts.activateAfterSeconds ?? 30) * 1000;
    rows.forEach((r, i) => i % 2 === 0 && toActivate.push({ number: r.number, due }));
    log(`sent ${rows.length}: accepted ${answer.accepted}, duplicates ${answer.duplicates}, refused ${answer.refused}`);
  }

  async function activateDue(): Promise<void> {
    const now = Date.now();
    const due = toActivate.filter((a) => a.due <= now).slice(0, 1000);
    if (due.length === 0) return;
    const answer = await call(
      '/api/partner/v1/contracts/events',
      { events: due.map((a) => ({ number: a.number, type: 'activated' })) },
      `crm-events-${run}-${due[0]!.number}`,
    );
    if (!answer) return;
    toActivate.splice(0, due.length);
    state.activated += due.length;
  }

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, 256 * 1024);
    if (!body) {
      res.writeHead(413).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let verified = false;
    let type = '?';
    if (verifier) {
      try {
        type = (verifier.verify(body.toString('utf8'), headers) as { type?: string }).type ?? '?';
        verified = true;
      } catch {
        // Not signed by the endpoint's secret, or too old: refused below.
      }
    }
    state.webhooks.unshift({ id: headers['webhook-id'] ?? '', type, verified, at: new Date().toISOString() });
    state.webhooks.length = Math.min(state.webhooks.length, KEPT_WEBHOOKS);
    log(`webhook ${type} ${verified ? 'verified' : 'NOT verified'}`);
    res.writeHead(verified ? 204 : 400).end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (req.method === 'POST' && url.pathname === '/webhooks') {
      void receive(req, res);
    } else if (req.method === 'GET' && url.pathname === '/emulator/state') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state));
    } else if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(state, opts));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  let owed = 0;
  let busy = false;
  const timer =
    opts.contractsPerSecond > 0
      ? setInterval(() => {
          owed += opts.contractsPerSecond;
          if (busy || owed < 1) return;
          busy = true;
          const count = Math.min(1000, Math.floor(owed));
          owed -= count;
          void sendContracts(count)
            .then(activateDue)
            .finally(() => {
              busy = false;
            });
        }, 1000)
      : null;

  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    state: () => structuredClone(state),
    sendContracts,
    close: async () => {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(s: PartnerEmulatorState, opts: PartnerEmulatorOptions): string {
  const rows = s.webhooks
    .slice(0, 50)
    .map(
      (w) =>
        `<tr><td>${escape(w.at)}</td><td>${escape(w.type)}</td><td>${escape(w.id)}</td><td>${w.verified ? 'да' : 'НЕТ'}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="ru"><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Эмулятор CRM партнёра</title>
<body style="font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem">
<h1>Эмулятор CRM партнёра</h1>
<p>Договоры для ${opts.agents.length} агентов, ${opts.contractsPerSecond} в секунду, в ${escape(opts.apiUrl)}.</p>
<p>Отправлено: ${s.sent}; принято: ${s.accepted}; уже были: ${s.duplicates}; отклонено: ${s.refused}; подключено: ${s.activated}.</p>
${s.lastError ? `<p>Последняя ошибка: ${escape(s.lastError)}</p>` : ''}
<h2>Вебхуки программы</h2>
<table border="1" cellpadding="4" style="border-collapse:collapse"><tr><th>Когда</th><th>Событие</th><th>webhook-id</th><th>Подпись верна</th></tr>${rows}</table>
</body></html>`;
}
