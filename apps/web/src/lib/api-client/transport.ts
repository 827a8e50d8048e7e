// How one request of a route contract goes over the wire: JSON with fetch, an upload with
// XMLHttpRequest (the only browser API that reports upload progress), a download as a Blob.
import { answersDownload, UPLOAD_FIELD, type RouteRef } from '@cabinet/contracts/client';
import { API_LANGUAGE } from '../constants';
import { cleanHeaders } from './request-parts';

export interface Answer {
  status: number;
  /** Parsed JSON, a Blob for downloads, or null for an empty or unreadable body. */
  body: unknown;
}

export interface SendOptions {
  url: string;
  body?: unknown;
  headers?: Record<string, unknown>;
  upload?: { file: Blob; fields?: Record<string, string> };
  signal?: AbortSignal;
  /** 0…100 as an upload's bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

function headersFor(route: RouteRef, token: string | null, extra: Record<string, unknown> | undefined): Headers {
  // Spec §7: for POST, PUT and DELETE, header values that are not strings are dropped.
  const headers = new Headers(cleanHeaders(extra));
  headers.set('Accept', answersDownload(route) ? '*/*' : 'application/json');
  headers.set('Accept-Language', API_LANGUAGE);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export async function send(route: RouteRef, token: string | null, opts: SendOptions): Promise<Answer> {
  const headers = headersFor(route, token, opts.headers);
  if (opts.upload) return sendUpload(route.method, headers, opts);
  let payload: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(opts.body);
  }
  const res = await fetch(opts.url, {
    method: route.method,
    headers,
    body: payload,
    signal: opts.signal,
    credentials: 'same-origin',
  });
  if (res.ok && answersDownload(route)) return { status: res.status, body: await res.blob() };
  return { status: res.status, body: await readJson(res) };
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  try {
    return (await res.json()) as unknown;
  } catch {
    // Not JSON: a proxy's HTML page, an empty body.
    return null;
  }
}

function sendUpload(method: string, headers: Headers, opts: SendOptions): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.upload!.fields ?? {})) form.append(name, value);
  form.append(UPLOAD_FIELD, opts.upload!.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, opts.url);
    xhr.responseType = 'json';
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && opts.onProgress)
        opts.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as unknown) ?? null });
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
