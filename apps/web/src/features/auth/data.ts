// The sign-in calls (spec §7). Nobody is signed in yet, so they go without the session machinery.
import {
  requestCodeResponse,
  verifyCodeResponse,
  type RequestCodeBody,
  type RequestCodeResponse,
  type VerifyCodeBody,
  type VerifyCodeResponse,
} from '@cabinet/contracts';
import { parse, type $ZodType } from 'zod/v4/core';
import { API_LANGUAGE } from '@/lib/constants';
import { ApiRequestError } from '@/lib/api-client/errors';

async function postJson<T>(path: string, body: unknown, schema: $ZodType<T>): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': API_LANGUAGE },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!res.ok) throw await ApiRequestError.from(res);
  return parse(schema, await res.json());
}

/** POST /api/mobile-auth/code {phone: digits only, captcha}. */
export function requestCode(body: RequestCodeBody): Promise<RequestCodeResponse> {
  return postJson('/api/mobile-auth/code', body, requestCodeResponse);
}

/** POST /api/mobile-auth/verify {userId, code, captcha}; the app server opens the session. */
export function verifyCode(body: VerifyCodeBody): Promise<VerifyCodeResponse> {
  return postJson('/api/mobile-auth/verify', body, verifyCodeResponse);
}
