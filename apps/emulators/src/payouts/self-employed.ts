// ЮKassa's self-employed objects as the emulator keeps them (decision 0034): POST /v3/self_employed
// files a request for the right to register receipts; the person answers it on a «Мой налог» page
// this emulator serves (`/emulator/my-tax/{id}`); each payout's receipt gets a page of its own.
import { randomInt, randomUUID } from 'node:crypto';

export interface SelfEmployedObject {
  id: string;
  status: 'pending' | 'confirmed' | 'canceled' | 'unregistered';
  itn: string;
  created_at: string;
  confirmation?: { type: 'redirect'; confirmation_url: string };
  test: boolean;
}

export interface EmulatedReceipt {
  npd_receipt_id: string;
  url: string;
  service_name: string;
  amount: { value: string; currency: 'RUB' };
  inn: string;
  registered_at: string;
}

export interface SelfEmployedEmulator {
  create(key: string, text: string): { status: number; answer: unknown };
  get(id: string): SelfEmployedObject | undefined;
  all(): SelfEmployedObject[];
  /** Changes an object's status as the person or ФНС would (tests: revoked rights, a lost status). */
  setStatus(id: string, status: SelfEmployedObject['status']): void;
  /** The receipt of a payout that succeeded: its number and page. */
  registerReceipt(
    id: string,
    receipt: { service_name: string; amount: { value: string; currency: 'RUB' } },
  ): { npd_receipt_id: string; url: string };
  receipts(): EmulatedReceipt[];
  /** The person's pages (the consent and the receipts); undefined for any other path. */
  page(method: string, pathname: string, text: string): { status: number; html: string } | undefined;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">
<p><small>Эмулятор «Мой налог» (не настоящий сервис ФНС)</small></p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function createSelfEmployedEmulator(config: { npdInactiveInns: string[] }, origin: () => string): SelfEmployedEmulator {
  const objects = new Map<string, SelfEmployedObject>();
  const byKey = new Map<string, { id: string; body: string }>();
  const receipts = new Map<string, EmulatedReceipt>();

  return {
    create(key, text) {
      const seen = byKey.get(key);
      if (seen) {
        // As ЮKassa: a key reused with another body is refused, never read as the first request.
        if (seen.body !== text)
          return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' } };
        return { status: 200, answer: objects.get(seen.id) };
      }
      let body: { itn?: string; phone?: string; confirmation?: { type?: string } };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'Malformed JSON' } };
      }
      if (!/^\d{12}$/.test(body.itn ?? '')) {
        return { status: 400, answer: { type: 'error', code: 'invalid_request', description: 'itn', parameter: 'itn' } };
      }
      const id = `se-${randomUUID()}`;
      const unregistered = config.npdInactiveInns.includes(body.itn!);
      const o: SelfEmployedObject = {
        id,
        status: unregistered ? 'unregistered' : 'pending',
        itn: body.itn!,
        created_at: new Date().toISOString(),
        ...(unregistered || body.confirmation?.type !== 'redirect'
          ? {}
          : { confirmation: { type: 'redirect', confirmation_url: `${origin()}/emulator/my-tax/${id}` } }),
        test: true,
      };
      objects.set(id, o);
      byKey.set(key, { id, body: text });
      return { status: 200, answer: o };
    },
    get: (id) => objects.get(id),
    all: () => [...objects.values()],
    setStatus(id, status) {
      const o = objects.get(id);
      if (!o) throw new Error(`no self-employed ${id}`);
      o.status = status;
    },
    registerReceipt(id, receipt) {
      const o = objects.get(id)!;
      const number = `2${String(randomInt(1e9)).padStart(9, '0')}`;
      const r: EmulatedReceipt = {
        npd_receipt_id: number,
        url: `${origin()}/emulator/receipt/${o.itn}/${number}`,
        service_name: receipt.service_name,
        amount: receipt.amount,
        inn: o.itn,
        registered_at: new Date().toISOString(),
      };
      receipts.set(number, r);
      return { npd_receipt_id: r.npd_receipt_id, url: r.url };
    },
    receipts: () => [...receipts.values()],
    page(method, pathname, text) {
      const consent = /^\/emulator\/my-tax\/([^/]+)$/.exec(pathname);
      if (consent) {
        const o = objects.get(decodeURIComponent(consent[1]!));
        if (!o) return { status: 404, html: htmlPage('Запрос не найден', '') };
        if (method === 'POST') {
          const answer = new URLSearchParams(text).get('answer');
          if (o.status === 'pending') o.status = answer === 'confirm' ? 'confirmed' : 'canceled';
        }
        if (o.status !== 'pending') {
          const done = o.status === 'confirmed' ? 'Права выданы. Вернитесь в кабинет программы.' : 'Запрос отклонён.';
          return { status: 200, html: htmlPage('Запрос партнёра', `<p>${done}</p>`) };
        }
        return {
          status: 200,
          html: htmlPage(
            'Запрос партнёра',
            `<p>ЮMoney просит право регистрировать чеки от вашего имени (ИНН ${escapeHtml(o.itn)}).</p>
<form method="post"><button name="answer" value="confirm">Разрешить</button>
<button name="answer" value="refuse">Отказать</button></form>`,
          ),
        };
      }
      const receipt = /^\/emulator\/receipt\/(\d+)\/([^/]+)$/.exec(pathname);
      if (receipt && method === 'GET') {
        const r = receipts.get(receipt[2]!);
        if (!r || r.inn !== receipt[1]) return { status: 404, html: htmlPage('Чек не найден', '') };
        return {
          status: 200,
          html: htmlPage(
            `Чек № ${r.npd_receipt_id}`,
            `<p>ИНН ${escapeHtml(r.inn)}</p><p>${escapeHtml(r.service_name)}</p><p>Сумма: ${escapeHtml(r.amount.value)} ₽</p>
<p>${escapeHtml(r.registered_at)}</p>`,
          ),
        };
      }
      return undefined;
    },
  };
}
