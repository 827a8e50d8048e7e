import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
export { UNKNOWN_GIT_HASH } from './version-values.js';

/** GET /version.json — what build the web app serves (product §3); polled to offer the update prompt. */
export const versionFileSchema = z.object({
  fullVersion: z.string(),
  /** ISO time of the build. */
  buildTime: z.string(),
  /** The commit built, or 'unknown' where git was absent at build time. */
  gitHash: z.string(),
});
export type VersionFile = z.infer<typeof versionFileSchema>;

export const versionFileRoute = defineRoute({
  method: 'GET',
  path: '/version.json',
  operationId: 'getVersionFile',
  summary: 'Какую сборку отдаёт веб-приложение (опрашивается для предложения обновиться)',
  tag: 'web',
  access: 'public',
  server: 'web',
  response: versionFileSchema,
  errors: [],
});
