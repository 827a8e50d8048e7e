// Runs before every test file of the `node` project (vitest.config.ts), also where modules are shared
// between files: what the file started stops when it ends (file-teardown.ts).
import { afterAll } from 'vitest';
import { closeFileResources } from './file-teardown.js';

afterAll(closeFileResources);
