import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Successful answers are checked against their contract on the way out. Refusals are not: they
 * are built by the one error handler from the catalogue, and a check failing there would turn a
 * clear 4xx into a masked 500.
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const status = Number(route.httpStatus);
  if (status >= 400) return (data) => JSON.stringify(data);
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
