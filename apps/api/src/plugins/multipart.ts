import multipart from '@fastify/multipart';
import { SCAN_MAX_BYTES } from '@cabinet/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart uploads, registered once for the whole API. These are the outer bounds of any upload
 * (the largest file any route takes, one file, a few short text fields); each route reads with its
 * own smaller file limit (`readUpload`). Multipart bodies do not pass through Fastify's bodyLimit,
 * so every count here is set explicitly.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: SCAN_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
});
