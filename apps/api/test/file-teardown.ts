// What a test file started and must stop when it ends: its apps and databases, its emulators.
// Vitest ignores a hook registered while another hook runs (test files build their apps in
// `beforeAll`), and a helper module is evaluated once per worker for all the files it runs
// (`isolate: false`, vitest.config.ts): so what a file starts is queued here, and the setup file
// `per-file-setup.ts`, which runs before every file, registers the one `afterAll` that stops it, the
// last started first.
const closing: (() => Promise<void>)[] = [];

/** Stops `close` when the running test file ends. */
export function closeAfterFile(close: () => Promise<void>): void {
  closing.push(close);
}

export async function closeFileResources(): Promise<void> {
  for (let close = closing.pop(); close; close = closing.pop()) await close();
}
