// Shared by start, test and seed: install what is missing and build what is stale, with Node alone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

/** How many of a failed command's last lines are printed again at the end of a run. */
const FAILURE_TAIL_LINES = 120;

/**
 * Runs lines of commands side by side (each line's commands one after another), then the `shared`
 * commands, each taken by whichever line is free first, so that the lines end about together. A line
 * may hold a mark (`{ mark: 'name' }`) that a shared command waits for (`[cmd, args, opts, { after:
 * 'name' }]`): the fault tests wait for the web app's build. The output of each command is kept and
 * printed whole when it ends, so that two never interleave. After a failure no line starts another
 * command; the run exits like `run` once the running ones end. For checks that each keep about one
 * core busy: two lines fill the two cores.
 * @typedef {[string, string[], object?, { after?: string }?]} Command
 * @param {(Command | { mark: string })[][]} lines
 * @param {Command[]} [shared]
 */
export async function runSideBySide(lines, shared = []) {
  const one = ([cmd, args, opts = {}]) =>
    new Promise((resolve) => {
      const child = spawn(cmd, args, { cwd: root, ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
      child.on('close', (code, signal) => {
        const text = Buffer.concat(output);
        process.stdout.write(text);
        resolve({ failed: code !== 0, what: `${cmd} ${args.join(' ')}`, exit: code ?? signal, text });
      });
    });
  const marks = new Map();
  const mark = (name) => {
    if (!marks.has(name)) {
      let reach;
      marks.set(name, { reached: new Promise((resolve) => (reach = resolve)), reach });
    }
    return marks.get(name);
  };
  const queue = [...shared];
  let failed = null;
  await Promise.all(
    lines.map(async (line) => {
      const own = [...line];
      for (let command = own.shift() ?? queue.shift(); command && !failed; command = own.shift() ?? queue.shift()) {
        if (!Array.isArray(command)) {
          mark(command.mark).reach();
          continue;
        }
        if (command[3]?.after) await mark(command[3].after).reached;
        if (failed) break;
        const result = await one(command);
        if (result.failed) {
          failed ??= result;
          // Nothing waits for a mark a failed line will never reach.
          for (const { reach } of marks.values()) reach();
        }
      }
    }),
  );
  if (failed) {
    // The other line's output was printed after the failure's: a log kept only by its end (CI's)
    // would show no cause. The failed command's last lines again, last.
    const tail = failed.text.toString('utf8').split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
    console.error(`\n✗ the last ${FAILURE_TAIL_LINES} lines of what failed:\n${tail}`);
    console.error(`\n✗ ${failed.what} failed (exit ${failed.exit})`);
    process.exit(typeof failed.exit === 'number' ? failed.exit : 1);
  }
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker) || mtime(path.join(root, 'package-lock.json')) > mtime(marker)) {
    console.log('› installing dependencies (npm install)…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** tsc -b is incremental: it rebuilds only what changed. */
export function buildApi() {
  console.log('› building the API and the emulators (tsc -b)…');
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api', 'apps/emulators']);
}

/** The newest modification time of a file or of any file under a folder. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

const web = path.join(root, 'apps/web');
/** What a web build is made of: its sources, its configuration, its build steps and the contracts it imports. */
const webInputs = [
  path.join(web, 'src'),
  path.join(web, 'scripts'),
  path.join(web, 'static-files.mjs'),
  path.join(web, 'server-handshake.mjs'),
  path.join(web, 'public/images'),
  path.join(web, 'next.config.ts'),
  path.join(web, 'package.json'),
  path.join(web, 'tsconfig.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'package-lock.json'),
];

export function webBuildIsStale() {
  const built = mtime(path.join(web, '.next/BUILD_ID'));
  return built === 0 || webInputs.some((p) => newest(p) > built);
}

/** The steps of a web build, as `[command, args, options]` for `run` or `runSideBySide`. */
export function webBuildSteps() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  return [
    [process.execPath, [path.join(web, 'scripts/vendor-assets.mjs')], { env }],
    [process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', 'apps/web'], { env }],
    [process.execPath, [path.join(web, 'scripts/precompress.mjs')], { env }],
  ];
}

/** `next build` of apps/web when a source is newer than .next/BUILD_ID (a build takes minutes). */
export function buildWebIfStale() {
  if (!webBuildIsStale()) {
    console.log('› the web app is built and up to date');
    return;
  }
  console.log('› building the web app (next build)…');
  for (const step of webBuildSteps()) run(...step);
}
