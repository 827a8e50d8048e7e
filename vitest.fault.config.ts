import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// Fault tests (npm run test:fault): the scaled deployment (nginx, two web and two API processes) on
// the PostgreSQL server, with processes killed and connections cut. One file at a time: they start
// and kill real processes.
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['fault/**/*.test.ts'],
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
