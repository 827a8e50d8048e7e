// Copies the ALTCHA proof-of-work worker into public/ so that it is served from our own origin:
// the CSP allows workers from 'self' only, and the `altcha/external` build bundles no worker.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const altchaDir = path.dirname(path.dirname(path.dirname(require.resolve('altcha/external'))));
const target = path.join(here, '..', 'public', 'vendor');
mkdirSync(target, { recursive: true });
copyFileSync(path.join(altchaDir, 'dist', 'workers', 'sha.js'), path.join(target, 'altcha-sha-worker.js'));
