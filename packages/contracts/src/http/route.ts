// One route contract per operation: what both sides of a call agree on. The API registers its
// route from it (validation, serialisation, authentication, the OpenAPI entry); the web calls it
// through one typed client. A path, a method or an API type written by hand a second time is a bug.
import type { $ZodType, input, output } from 'zod/v4/core';
import type { ErrorCode } from '../errors.js';
import type { PartnerScope } from '../partner/partner-values.js';

/**
 * Who may call: anybody, a signed-in member (bearer access token), a signed-in operator of the
 * back office — `operator` for any operator, `admin` for admins only — or a company's system with a
 * partner API key and a signed request (docs/partner-api.md).
 */
export type Access = 'public' | 'member' | 'operator' | 'admin' | 'partner';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the operation is served: the API, or the web app's own server (product §7's app-server calls). */
export type RouteServer = 'api' | 'web';

/** OpenAPI tags; each is described in the document (`ROUTE_TAGS`). */
export type RouteTag = keyof typeof ROUTE_TAGS;
export const ROUTE_TAGS = {
  auth: 'Вход по SMS-коду, токены и сеанс',
  money: 'Баланс, история счёта, вознаграждения, заявки на вывод',
  news: 'Новости и отметки «нравится»',
  notifications: 'Уведомления участника',
  profile: 'Профиль участника: личные данные, место работы, учётная запись, аватар',
  identity: 'Паспортные данные, сканы документов и согласие на обработку персональных данных',
  files: 'Загруженные файлы',
  contests: 'Конкурсы в лигах и личные цели участника',
  disputes: 'Споры по строкам истории и заявки о договорах, которых нет в начислениях',
  team: 'Раздел «Команда» руководителя команды в кабинете участника',
  admin: 'Бэк-офис операторов программы',
  web: 'Вызовы, на которые отвечает сервер веб-приложения',
  vitals: 'Скорость страниц, замеренная в браузерах (Web Vitals)',
  partner: 'API для систем компании: договоры и их статусы по ключу партнёра',
} as const;

/** A multipart/form-data body: the file in the field `content` (product §7) and text fields. */
export interface UploadSpec {
  maxBytes: number;
  /** The text fields besides the file, validated like a body. */
  fields?: $ZodType;
  /** What the file may be, for the documentation (the API sniffs the bytes). */
  accepts: readonly string[];
}

export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify's syntax for parameters: `/api/order/:id/`. The spec's trailing slashes are part of it. */
  path: `/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  tag: RouteTag;
  access: Access;
  /** `api` unless said otherwise. */
  server?: RouteServer;
  /**
   * A public operation that reads a member's bearer token when one is sent (sign-out takes a lapsed
   * one too): documented as "bearer or nothing".
   */
  optionalBearer?: boolean;
  /**
   * An operator route open to a session whose sign-in is not set up yet (a temporary password to
   * change, a required authenticator to connect): only the calls that finish the setup.
   */
  allowsUnfinishedSetup?: boolean;
  /** What a partner route's key must be allowed (`access: 'partner'` only). */
  partnerScope?: PartnerScope;
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  body?: $ZodType;
  upload?: UploadSpec;
  /** The largest JSON body the operation reads, bytes, where the API's 1 MiB would be a waste to read. */
  bodyLimit?: number;
  /**
   * The 200 answer; `'file'` for bytes of a stored file (their own content type), `'csv'` for an
   * export, `'none'` for 204 with no body (a report the caller does not wait on).
   */
  response: $ZodType | 'file' | 'csv' | 'none';
  /** Other answers that are not refusals `{code, message}` (the withdrawal's 422 with `success: false`). */
  otherResponses?: Readonly<Record<number, $ZodType>>;
  /** The refusals the operation answers besides those its shape implies (`impliedErrors`). */
  errors: readonly ErrorCode[];
}

/** Every API path starts here; the web app forwards what it does not answer itself to the API. */
export const API_PATH_PREFIX = '/api/';

/** Keeps the literal types of a contract (its path, method and schemas) for both sides. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/**
 * Refusals every operation of a kind can give without saying so: a sign-in to check, input to
 * validate, a body to read, a database that may be away.
 */
export function impliedErrors(route: RouteDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.access !== 'public') codes.push('unauthorized');
  if (route.access === 'operator' || route.access === 'admin') {
    codes.push('forbidden');
    if (!route.allowsUnfinishedSetup) codes.push('operator_setup_required');
  }
  if (route.access === 'partner') {
    codes.push('partner_key_invalid', 'partner_address_refused', 'partner_scope_missing');
    codes.push('partner_signature_invalid', 'partner_request_replayed', 'rate_limited');
  }
  if (route.params || route.query || route.headers || route.body || route.upload) codes.push('validation_error');
  if (route.body || route.upload) codes.push('payload_too_large', 'unsupported_media_type');
  codes.push('internal', 'service_unavailable');
  return codes;
}

/** Every refusal of the operation: its own and the implied ones, each once. */
export function routeErrors(route: RouteDefinition): ErrorCode[] {
  return [...new Set([...route.errors, ...impliedErrors(route)])];
}

export type Params<R extends RouteDefinition> = R['params'] extends $ZodType ? input<R['params']> : never;

/** `/api/order/:id/` with `{id: 12}` → `/api/order/12/`. */
export function routePath<R extends RouteDefinition>(route: R, params?: Params<R>): string {
  return fillPath(route, params as Record<string, string | number> | undefined);
}

/** The path with its parameters filled in; shared by the contracts and their references (route-ref.ts). */
export function fillPath(route: Pick<RouteDefinition, 'path' | 'operationId'>, values?: Record<string, string | number>): string {
  if (!values) return route.path;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.operationId}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

// --- Types both sides derive from a contract ------------------------------------------------------

type InputPart<K extends string, S> = S extends $ZodType
  ? // A part whose every field is optional may be left out.
    object extends input<S>
    ? { [P in K]?: input<S> }
    : { [P in K]: input<S> }
  : unknown;

/** What a caller sends: `params`, `query`, `headers` and `body` (or the upload's `fields`) as the contract has them. */
export type RouteInput<R extends RouteDefinition> = InputPart<'params', R['params']> &
  InputPart<'query', R['query']> &
  InputPart<'headers', R['headers']> &
  InputPart<'body', R['body']> &
  (R['upload'] extends UploadSpec ? { file: Blob; fields?: UploadFields<R> } : unknown);

type UploadFields<R extends RouteDefinition> = R['upload'] extends { fields: infer F extends $ZodType }
  ? input<F>
  : Record<string, never>;

/** What the operation answers with 200 (or, for `'none'`, the nothing of its 204). */
export type RouteResponse<R extends RouteDefinition> = R['response'] extends $ZodType
  ? output<R['response']>
  : R['response'] extends 'none'
    ? null
    : Blob;

/** Whether the answer is bytes to download rather than JSON. */
export function answersDownload(route: { response?: RouteDefinition['response'] }): boolean {
  return route.response === 'file' || route.response === 'csv';
}

/** The validated input as the API's handler sees it (defaults applied, values coerced). */
export interface RouteParsed<R extends RouteDefinition> {
  params: R['params'] extends $ZodType ? output<R['params']> : undefined;
  query: R['query'] extends $ZodType ? output<R['query']> : undefined;
  headers: R['headers'] extends $ZodType ? output<R['headers']> : undefined;
  body: R['body'] extends $ZodType ? output<R['body']> : undefined;
}
