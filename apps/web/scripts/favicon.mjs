// Writes public/favicon.ico from src/app/icon.svg: a 32 px and a 16 px picture, drawn by Debian's
// Chromium (CHROME_PATH), in the ICO container with PNG entries. Pages name icon.svg; /favicon.ico
// is what a browser asks for when a page has named no icon yet, or names none (a file, an error),
// and what bookmark and feed tools ask for. Run again when the icon changes:
//   node apps/web/scripts/favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(web, 'src/app/icon.svg')).toString('base64');
const SIZES = [32, 16];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const pngs = [];
for (const size of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${svg}">`,
  );
  pngs.push(await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per picture, then the PNGs.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[i], 0);
  entry.writeUInt8(SIZES[i], 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(path.join(web, 'public/favicon.ico'), Buffer.concat([header, ...entries, ...pngs]));
