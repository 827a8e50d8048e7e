// Stands in for the `server-only` package in unit tests (vitest.config.ts), which run server modules in Node.
export {};
