// Registers route implementations from their contracts. Routes are grouped by who may call them:
// each group is one encapsulated scope with one sign-in hook, so no route can forget its check and
// none can ask for another.
import {
  apiErrorSchemaOf,
  errorCatalogue,
  routeErrors,
  type Access,
  type ErrorCode,
  type RouteDefinition,
} from '@cabinet/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { readContractUpload } from './read-contract-upload.js';
import type { HandlerContext, RouteImplementation } from './route-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the error handler checks its refusals against it). */
    contract?: RouteDefinition;
  }
}

/** The check of a group's callers, run at `onRequest`: before any body is read or validated. */
export type Authenticator = (req: FastifyRequest) => Promise<void>;

/**
 * A group whose requests are signed besides (the partner routes): the body is kept as sent, and
 * `verify` checks the signature over it before the body is validated.
 */
export interface SignedAuthenticator {
  authenticate: Authenticator;
  verify: (req: FastifyRequest) => Promise<void>;
}

export type Authenticators = Partial<Record<Exclude<Access, 'public'>, Authenticator | SignedAuthenticator>>;

export async function registerRoutes(
  app: FastifyInstance,
  implementations: readonly RouteImplementation[],
  authenticators: Authenticators,
): Promise<void> {
  const groups = new Map<Access, RouteImplementation[]>();
  for (const impl of implementations) {
    const group = groups.get(impl.contract.access) ?? [];
    group.push(impl);
    groups.set(impl.contract.access, group);
  }
  for (const [access, group] of groups) {
    const authenticate = access === 'public' ? null : authenticators[access];
    if (authenticate === undefined) throw new Error(`no sign-in check for ${access} routes`);
    await app.register(async (scope) => {
      if (typeof authenticate === 'function') scope.addHook('onRequest', authenticate);
      else if (authenticate) {
        scope.addHook('onRequest', authenticate.authenticate);
        keepRawJsonBody(scope);
        scope.addHook('preValidation', authenticate.verify);
      }
      for (const impl of group) scope.route(routeOptions(app, impl));
    });
  }
}

/**
 * JSON bodies of the scope kept as sent (`req.rawBody`) for a signature over their bytes, then parsed as
 * the rest of the API parses them (Fastify's parser with its prototype-poisoning checks; an empty body
 * is no body: empty-json-body.ts).
 */
function keepRawJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    req.rawBody = bytes;
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(req, bytes.toString('utf8'), done);
  });
}

function routeOptions(app: FastifyInstance, { contract, handler }: RouteImplementation): RouteOptions {
  return {
    method: contract.method,
    url: contract.path,
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: { contract },
    schema: {
      operationId: contract.operationId,
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      tags: [contract.tag],
      security: securityOf(contract),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: responseSchemas(contract),
    },
    handler: async (req, reply) => {
      const upload = contract.upload ? await readContractUpload(req, contract.upload) : undefined;
      const ctx: HandlerContext<RouteDefinition> = {
        params: req.params as never,
        query: req.query as never,
        headers: req.headers as never,
        body: req.body as never,
        member: (req.auth ?? undefined) as never,
        operator: (req.operator ?? undefined) as never,
        partner: (req.partner ?? undefined) as never,
        upload: upload as never,
        deps: app.deps,
        log: req.log,
        req,
        reply,
      };
      try {
        return await handler(ctx);
      } finally {
        // The handler has stored what it keeps of the upload: its spool file goes.
        await upload?.file.discard();
      }
    },
  };
}

/** The OpenAPI security requirement of a group. */
export function securityOf(contract: RouteDefinition): Record<string, string[]>[] {
  switch (contract.access) {
    case 'public':
      return contract.optionalBearer ? [{ bearer: [] }, {}] : [];
    case 'member':
      return [{ bearer: [] }];
    case 'operator':
      return [{ operatorSession: [] }];
    // OpenAPI 3.1 lets a bearer scheme's requirement list the roles it needs (decision 0030).
    case 'admin':
      return [{ operatorSession: ['admin'] }];
    // The key's scope the operation needs, as OpenAPI 3.1 lets a bearer requirement list it.
    case 'partner':
      return [{ partnerKey: contract.partnerScope ? [contract.partnerScope] : [] }];
  }
}

/**
 * 200 from the contract (files are described by the OpenAPI transform: their bytes are not
 * serialised) or 204 without a body, its other answers, and one `{code, message}` schema per refusal
 * status listing the codes the operation can answer with it.
 */
function responseSchemas(contract: RouteDefinition): Record<number, $ZodType> {
  const out: Record<number, $ZodType> = {};
  if (typeof contract.response !== 'string') out[200] = contract.response;
  // A null schema: the OpenAPI document shows the 204 with no content.
  else if (contract.response === 'none') out[204] = z.null();
  for (const [status, codes] of refusalsByStatus(contract)) {
    const refusal = apiErrorSchemaOf(codes);
    const other = contract.otherResponses?.[status];
    out[status] = other ? z.union([other, refusal]) : refusal;
  }
  for (const [status, schema] of Object.entries(contract.otherResponses ?? {})) out[Number(status)] ??= schema;
  return out;
}

/** The operation's refusal codes grouped by their HTTP status, in the catalogue's order. */
export function refusalsByStatus(contract: RouteDefinition): Map<number, [ErrorCode, ...ErrorCode[]]> {
  const byStatus = new Map<number, [ErrorCode, ...ErrorCode[]]>();
  for (const code of routeErrors(contract)) {
    const status = errorCatalogue[code].status;
    const codes = byStatus.get(status);
    if (codes) codes.push(code);
    else byStatus.set(status, [code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
