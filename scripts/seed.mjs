// npm run seed: migrate the database (embedded, or DATABASE_URL) and load the demo data once.
import './lib/pinned-node.mjs';
import path from 'node:path';
import { demoOrganiserFor } from './lib/demo-organiser.mjs';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
// The demo closes a month as the first `npm start` does: with its made-up organiser, outside production.
const organiser = process.env.NODE_ENV === 'production' ? {} : demoOrganiserFor(process.env);
run(process.execPath, [path.join(root, 'apps/api/dist/seed/cli.js')], { env: { ...process.env, ...organiser } });
