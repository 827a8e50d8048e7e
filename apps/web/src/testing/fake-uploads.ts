// A stand-in for XMLHttpRequest: the typed client sends a file with it (the only browser API with
// upload progress), not with fetch, so fakeApi does not see uploads.
import { vi } from 'vitest';

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
