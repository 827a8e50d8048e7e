import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type $ZodType } from 'zod/v4/core';

/**
 * Successful answers are written by fast-json-stringify, compiled from the contract's response
 * schema: only the fields the contract declares go out, and fast (a zod parse plus JSON.stringify
 * cost a fifth of a history page's CPU: decision 0014). Outside production each answer is also
 * checked against its contract, and what production writes is compared with the checked answer,
 * so that the tests catch an answer that breaks its contract or a schema the two read differently.
 *
 * Refusals are not checked: they are built by the one error handler from the catalogue, and a
 * check failing there would turn a clear 4xx into a masked 500.
 */
export function serializerCompiler({ checkAnswers }: { checkAnswers: boolean }): FastifySerializerCompiler<$ZodType> {
  return ({ schema, httpStatus, method, url }) => {
    if (Number(httpStatus) >= 400) return (data) => JSON.stringify(data);
    // draft-07 keeps tuples as `items` arrays, which fast-json-stringify reads.
    const json = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    const stringify = fastJson(json as Schema);
    if (!checkAnswers) {
      // A remembered answer (a history page, a news list page, decision 0014) is handed out as the
      // same frozen object every time it is asked again: its bytes are written once and kept beside
      // it, for as long as the object lives. Frozen is the promise that they stay its bytes. Kept as
      // a Buffer, which Fastify sends as it is: a string is measured and encoded to UTF-8 again for
      // every answer (a tenth of a news list call's CPU, the Russian text two bytes a letter).
      const written = new WeakMap<object, Buffer>();
      return (data) => {
        if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return stringify(data);
        let bytes = written.get(data);
        if (bytes === undefined) written.set(data, (bytes = Buffer.from(stringify(data))));
        // Fastify's serializer type says string; its reply writes a Buffer payload as it is
        // (reply.js onSendEnd), and no onSend hook of ours reads the payload.
        return bytes as unknown as string;
      };
    }
    return (data) => {
      const checked = safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
        throw new Error(
          `${method} ${url}: fast-json-stringify wrote ${written}, the contract reads ${JSON.stringify(checked.data)}`,
        );
      }
      return written;
    };
  };
}
