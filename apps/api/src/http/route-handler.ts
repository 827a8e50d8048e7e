// A route's implementation: its contract and the handler that answers it. Every route of the API is
// made with `implement` and registered by `registerRoutes`, so validation, serialisation, the
// sign-in check and the OpenAPI entry all come from the contract.
import type { RouteDefinition, RouteParsed, UploadSpec } from '@cabinet/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { AppDeps } from '../app-deps.js';
import type { SpooledFile } from '../lib/uploads/spooled-file.js';
import type { MemberAuth, OperatorAuth, PartnerAuth } from './callers.js';

/** The upload of a multipart route: the file, spooled until the answer is sent, and its validated text fields. */
export interface ParsedUpload<R extends RouteDefinition> {
  file: SpooledFile;
  fields: R['upload'] extends { fields: infer F extends $ZodType } ? output<F> : Record<string, never>;
}

/** What a handler gets: the validated input, the caller, the app's dependencies and the raw request. */
export interface HandlerContext<R extends RouteDefinition> extends RouteParsed<R> {
  /** The signed-in member of a member route. */
  member: R['access'] extends 'member' ? MemberAuth : undefined;
  /** The signed-in operator of an operator or admin route. */
  operator: R['access'] extends 'operator' | 'admin' ? OperatorAuth : undefined;
  /** The partner key of a partner route. */
  partner: R['access'] extends 'partner' ? PartnerAuth : undefined;
  upload: R['upload'] extends UploadSpec ? ParsedUpload<R> : undefined;
  deps: AppDeps;
  log: FastifyBaseLogger;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The 200 answer; a handler that chose another status (or sends a file, or nothing) returns the reply. */
export type HandlerResult<R extends RouteDefinition> = R['response'] extends 'file' | 'csv' | 'none'
  ? FastifyReply
  : output<Exclude<R['response'], 'file' | 'csv' | 'none'>> | FastifyReply;

export type RouteHandler<R extends RouteDefinition> = (ctx: HandlerContext<R>) => Promise<HandlerResult<R>>;

export interface RouteImplementation {
  contract: RouteDefinition;
  handler: (ctx: HandlerContext<RouteDefinition>) => Promise<unknown>;
}

export function implement<const R extends RouteDefinition>(contract: R, handler: RouteHandler<R>): RouteImplementation {
  if ((contract.server ?? 'api') !== 'api') throw new Error(`${contract.operationId} is served by the web app, not the API`);
  // The registry calls every handler with the context of its own contract.
  return { contract, handler: handler as unknown as RouteImplementation['handler'] };
}
