// The S3 emulator (apps/emulators) for npm start and start:scaled: started when FILES_S3_ENDPOINT
// names a plain-http address of this machine whose port nothing listens on yet. A MinIO already
// listening there is used as it is.
import net from 'node:net';
import path from 'node:path';
import { root } from './ensure.mjs';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What to launch for the emulator, or null when FILES_S3_ENDPOINT does not name it. */
export async function s3EmulatorLaunch(env, dataDir) {
  if (!env.FILES_S3_ENDPOINT || env.NODE_ENV === 'production') return null;
  const url = new URL(env.FILES_S3_ENDPOINT);
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 80);
  if (await listening(host, port)) return null;
  return {
    endpoint: env.FILES_S3_ENDPOINT,
    args: [path.join(root, 'apps/emulators/src/s3/main.mjs')],
    env: { S3_EMULATOR_DIR: path.join(dataDir, 's3-emulator') },
    ready: async () => {
      for (let i = 0; i < 100; i++) {
        if (await listening(host, port)) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    },
  };
}
