// The emulators of outside services (apps/emulators) and the API never import each other: the API
// talks to an emulator only as it would to the provider, over its protocol, and an emulator knows
// the API only through the contracts (decision 0007).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\./.test(e.name) ? [full] : [];
  });
}

/** Every import of the files under `dir` that leads into `other` (by a relative path or by package name). */
function importsInto(dir: string, other: string, otherPackage: string): string[] {
  return sources(path.join(repo, dir)).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((i) => i.fileName)
      .filter((spec) =>
        spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec).startsWith(path.join(repo, other) + path.sep)
          : spec === otherPackage || spec.startsWith(`${otherPackage}/`),
      )
      .map((spec) => `${path.relative(repo, file)} → ${spec}`),
  );
}

describe('the emulators and the API', () => {
  it('the API imports no emulator', () => {
    expect(importsInto('apps/api/src', 'apps/emulators', '@cabinet/emulators')).toEqual([]);
  });

  it('no emulator imports the API', () => {
    expect(importsInto('apps/emulators/src', 'apps/api', '@cabinet/api')).toEqual([]);
  });

  it('the API keeps no emulator among its sources', () => {
    const emulatorFiles = sources(path.join(repo, 'apps/api/src')).filter((f) => /emulator/.test(path.relative(repo, f)));
    expect(emulatorFiles).toEqual([]);
  });
});
