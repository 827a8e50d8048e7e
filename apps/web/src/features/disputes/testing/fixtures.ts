// Disputes as the API answers them, for the component tests, and a stand-in for XMLHttpRequest:
// the typed client sends a file with it (the only browser API with upload progress), not with fetch.
import type { Dispute } from '@cabinet/contracts/client';
import { vi } from 'vitest';

export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 7,
    kind: 'line',
    status: 'new',
    reason: 'wrong_amount',
    comment: 'Должно быть 1000 баллов по тарифу.',
    entry: { id: 41, date: '2026-09-12T09:00:00.000Z', title: 'Вознаграждение по договору', amount: 700, contractNumber: 'ЯР-7' },
    contract: null,
    matchedAt: null,
    files: [],
    answers: [],
    createdAt: '2026-09-14T08:00:00.000Z',
    firstAnswerDue: '2026-09-15T08:00:00.000Z',
    resolveDue: '2026-09-21T08:00:00.000Z',
    firstAnsweredAt: null,
    resolvedAt: null,
    creditedAmount: null,
    ...overrides,
  };
}

export interface SentUpload {
  method: string;
  url: string;
  file: File | null;
}

/**
 * Installs a fake XMLHttpRequest for this test (setup.tsx unstubs globals after it): every upload is
 * recorded and answered by `answer`, a moment later, as the network would.
 */
export function fakeUploads(answer: (upload: SentUpload, index: number) => { status: number; body: unknown }): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    responseType = '';
    status = 0;
    response: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const content = form.get('content');
      const upload = { method: this.method, url: this.url, file: content instanceof File ? content : null };
      const index = sent.push(upload) - 1;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        const reply = answer(upload, index);
        this.status = reply.status;
        this.response = reply.body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
