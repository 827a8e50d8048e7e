import { isErrorCode, routeErrors, type ApiError } from '@cabinet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../lib/app-error.js';

/** Seconds a client is asked to wait when the database is unreachable. */
const OUTAGE_RETRY_AFTER = 5;

/**
 * The one error handler: every refusal leaves as `{code, message}` with the catalogue's status.
 * A validation issue whose message is an error code (e.g. the phone schema's 'invalid_phone')
 * answers with that code; other invalid input is 'validation_error' naming the fields.
 * Anything unexpected is logged and masked as 'internal'.
 */
export function toAppError(err: FastifyError | Error): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation;
    for (const issue of issues) {
      if (isErrorCode(issue.message)) return new AppError(issue.message);
    }
    const fields: Record<string, string> = {};
    for (const issue of issues) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      fields[path || '_'] = russianIssue(issue.message ?? '');
    }
    return new AppError('validation_error', { details: { fields } });
  }
  if (isDatabaseUnavailable(err))
    return new AppError('service_unavailable', { details: { retryAfter: OUTAGE_RETRY_AFTER }, cause: err });
  const status = (err as FastifyError).statusCode;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 429) return new AppError('rate_limited');
  if (status === 404) return new AppError('not_found');
  if (status === 401) return new AppError('unauthorized');
  if (status !== undefined && status >= 400 && status < 500) return new AppError('validation_error');
  return new AppError('internal', { cause: err });
}

/** zod's own English messages are not shown to members; ours are Russian already. */
function russianIssue(message: string): string {
  return /[А-Яа-яЁё]/.test(message) ? message : 'Некорректное значение';
}

/** The log message of a refusal that the route's contract does not list. */
export const UNDECLARED_REFUSAL = 'undeclared refusal';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const appError = toAppError(err);
    if (appError.code === 'internal') req.log.error({ err }, 'unhandled error');
    else if (appError.code === 'service_unavailable') req.log.warn({ cause: (err as Error).message }, 'database unavailable');
    else if (appError.status >= 500) req.log.error({ code: appError.code }, appError.message);
    const contract = req.routeOptions.config.contract;
    // The contract lists every refusal of its operation (the OpenAPI document shows them); one it
    // does not list is a bug of the contract or the code. The API tests fail on this line.
    if (contract && !routeErrors(contract).includes(appError.code)) {
      req.log.error({ code: appError.code, operationId: contract.operationId }, UNDECLARED_REFUSAL);
    }
    const body: ApiError = appError.toBody();
    if (appError.details.retryAfter !== undefined) reply.header('Retry-After', String(appError.details.retryAfter));
    return reply.status(appError.status).send(body);
  });
  app.setNotFoundHandler((_req, reply) => {
    const body = new AppError('not_found').toBody();
    return reply.status(404).send(body);
  });
});
