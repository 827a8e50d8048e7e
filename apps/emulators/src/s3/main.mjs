// The S3 emulator as a process (npm start and start:scaled start it when FILES_S3_ENDPOINT names a
// free port of this machine): the bucket and the key pair are the programme's own settings.
import path from 'node:path';
import { startS3Emulator } from './server.mjs';

const env = process.env;
const endpoint = new URL(env.FILES_S3_ENDPOINT ?? 'http://127.0.0.1:4030');
const emulator = await startS3Emulator({
  host: endpoint.hostname.replace(/^\[|\]$/g, ''),
  port: Number(endpoint.port || 80),
  dir: path.resolve(env.S3_EMULATOR_DIR ?? 'data/s3-emulator'),
  region: env.FILES_S3_REGION ?? 'ru-central1',
  credentials: [
    {
      accessKeyId: env.FILES_S3_ACCESS_KEY_ID ?? 'emulator-key',
      secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY ?? 'emulator-secret',
    },
  ],
  buckets: [env.FILES_S3_BUCKET ?? 'agentplus-files'],
});
console.log(`S3 emulator on ${emulator.endpoint} (bucket ${env.FILES_S3_BUCKET ?? 'agentplus-files'})`);
const stop = () => emulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
