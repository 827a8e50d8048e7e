// Writes a brotli (.br) and a gzip (.gz) copy beside every script, stylesheet and other text file of
// the build's .next/static, once, at the strongest levels. server.mjs (static-files.mjs) sends them
// to browsers that accept them, where Next.js would compress each answer again with gzip at its
// default level: brotli's scripts are about a sixth smaller, and no request pays for compressing.
// Run after `next build` (package.json's build, scripts/lib/ensure.mjs).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS } from '../static-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.join(here, '..', '.next', 'static');

const compressors = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

const started = Date.now();
const jobs = [];
let before = 0;
let after = 0;
for await (const file of files(staticDir)) {
  jobs.push(
    (async () => {
      const data = await readFile(file);
      for (const { name, suffix } of ENCODINGS) {
        const packed = await compressors[name](data);
        // A copy no smaller than the file is not worth a Content-Encoding: the file is sent as it is.
        if (packed.length >= data.length) continue;
        await writeFile(file + suffix, packed);
        if (name === 'br') {
          before += data.length;
          after += packed.length;
        }
      }
    })(),
  );
}
await Promise.all(jobs);
console.log(
  `› precompressed ${jobs.length} static files in ${Date.now() - started} ms (brotli: ${(before / 1000).toFixed(0)} → ${(after / 1000).toFixed(0)} kB)`,
);
