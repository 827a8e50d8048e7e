'use client';
// Spec §7: generic GET/POST/PUT/DELETE wrappers. Each adds `Authorization: Bearer` from memory and
// handles a 401 the way spec §4 says (one shared refresh, then one retry).
import { parse, type $ZodType } from 'zod/v4/core';
import { API_LANGUAGE } from '../constants';
import { getBrowserSession } from './browser-session';
import { ApiRequestError, LoggingOutError } from './errors';
import { buildUrl, cleanHeaders, type QueryValues } from './request-parts';

export interface RequestOptions<T> {
  query?: QueryValues;
  /** For POST, PUT and DELETE, values that are not strings are dropped (spec §7). */
  headers?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Parses the answer; without it the JSON is returned as it is. */
  schema?: $ZodType<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions<T>): Promise<T> {
  const session = getBrowserSession();
  const send = (token: string | null) => {
    const headers = new Headers(cleanHeaders(opts.headers));
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', API_LANGUAGE);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string') {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    return fetch(buildUrl(path, opts.query), { method, headers, body: payload, signal: opts.signal, credentials: 'same-origin' });
  };

  let token = await session.getAccessToken();
  let res = await send(token);
  if (res.status === 401) {
    token = await session.handleUnauthorized(token);
    res = await send(token);
    // A token fresh from the refresh is refused too: the sign-in itself is gone.
    if (res.status === 401) {
      void session.logout();
      throw new LoggingOutError();
    }
  }
  if (!res.ok) throw await ApiRequestError.from(res);
  if (res.status === 204) return undefined as T;
  const json: unknown = await res.json();
  return opts.schema ? parse(opts.schema, json) : (json as T);
}

export function get<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return request('GET', path, undefined, opts);
}

export function post<T>(path: string, body?: unknown, opts: RequestOptions<T> = {}): Promise<T> {
  return request('POST', path, body, opts);
}

export function put<T>(path: string, body?: unknown, opts: RequestOptions<T> = {}): Promise<T> {
  return request('PUT', path, body, opts);
}

export function del<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return request('DELETE', path, undefined, opts);
}
