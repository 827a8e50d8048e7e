'use client';
// Multipart uploads with progress. The API client's fetch cannot report upload progress, so this
// uses XMLHttpRequest, with the same bearer token and the same one-refresh-then-retry on a 401.
import { parse, type $ZodType } from 'zod/v4/core';
import { API_LANGUAGE } from '@/lib/constants';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { ApiRequestError, LoggingOutError, type ErrorBody } from '@/lib/api-client/errors';

export interface UploadOptions<T> {
  method: 'PUT' | 'POST';
  path: string;
  form: FormData;
  schema: $ZodType<T>;
  /** 0…100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

interface RawAnswer {
  status: number;
  body: unknown;
}

function send(
  method: string,
  path: string,
  form: FormData,
  token: string | null,
  onProgress?: (p: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', API_LANGUAGE);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    xhr.send(form);
  });
}

export async function upload<T>({ method, path, form, schema, onProgress }: UploadOptions<T>): Promise<T> {
  const session = getBrowserSession();
  let token = await session.getAccessToken();
  let answer = await send(method, path, form, token, onProgress);
  if (answer.status === 401) {
    token = await session.handleUnauthorized(token);
    answer = await send(method, path, form, token, onProgress);
    if (answer.status === 401) {
      void session.logout();
      throw new LoggingOutError();
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    const body =
      answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) ? (answer.body as ErrorBody) : null;
    throw new ApiRequestError(answer.status, body);
  }
  return parse(schema, answer.body);
}
