// The image optimizer (/_next/image) fetches an API file through this app's own /api route with a
// request of its own that carries no cookie. apps/web/server.mjs keeps the cookie of the member's
// /_next/image request for the time that request is handled (an AsyncLocalStorage, whose context
// follows the optimizer's fetch); this module reads it, so that the catch-all route can send the
// member's token with the fetch. proxy.ts has already refused such an image to a visitor without a
// session, and next.config.ts lets the optimizer read only the pictures every member may see.
import 'server-only';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { getFileRoute } from '@cabinet/contracts';
import { NextRequest } from 'next/server';
import { IMAGE_REQUEST } from '../../../server-handshake.mjs';
import { readSession } from './session';

interface ImageRequest {
  cookie: string;
  host: string;
  proto: string;
}

/** '/api/files/': the prefix of the API's files (next.config.ts and server.mjs write it out). */
export const API_FILES_PREFIX = getFileRoute.path.slice(0, getFileRoute.path.indexOf(':'));

/**
 * The member's access token for the optimizer's fetch of `path`, or null: outside a /_next/image
 * request (no stored cookie), for anything but an API file, or without a signed-in member.
 */
export async function imageFetchToken(path: string): Promise<string | null> {
  if (!path.startsWith(API_FILES_PREFIX)) return null;
  const store = (globalThis as Record<symbol, unknown>)[IMAGE_REQUEST] as AsyncLocalStorage<ImageRequest> | undefined;
  const request = store?.getStore();
  if (!request?.cookie) return null;
  const headers = new Headers({ cookie: request.cookie });
  if (request.host) headers.set('host', request.host);
  if (request.proto) headers.set('x-forwarded-proto', request.proto);
  const session = await readSession(new NextRequest(`http://${request.host || 'web'}${path}`, { headers }));
  return session?.accessToken ?? null;
}
