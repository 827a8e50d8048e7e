// A program from Debian's packages (nginx, Chromium): found where the package puts it, or installed
// with apt-get when it is missing and we are root, as a fresh machine of this project needs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first of `paths` that exists, or null. */
export function findProgram(paths) {
  return paths.find((p) => existsSync(p)) ?? null;
}

/**
 * The program at one of `paths`; installs Debian's package `name` when none is there. When it cannot
 * be installed (not root, or apt-get failed) a program that is `optional` answers null; otherwise
 * the command stops with what to do.
 */
export function ensureDebianPackage(name, paths, { optional = false } = {}) {
  const found = findProgram(paths);
  if (found) return found;
  const giveUp = (why) => {
    if (optional) {
      console.log(`› ${name} is not installed (${why}): going on without it`);
      return null;
    }
    console.error(`${name} is not installed (${why}): run \`apt-get install -y ${name}\` as root, then try again.`);
    process.exit(1);
  };
  if (process.getuid?.() !== 0) return giveUp('not root');
  console.log(`› installing ${name} (apt-get install -y ${name})…`);
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  // A machine whose package lists are stale (or absent) gets them refreshed once.
  if (spawnSync('apt-get', ['install', '-y', name], quiet).status !== 0) {
    spawnSync('apt-get', ['update'], quiet);
    spawnSync('apt-get', ['install', '-y', name], quiet);
  }
  return findProgram(paths) ?? giveUp('apt-get install failed');
}
