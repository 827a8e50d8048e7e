// node apps/web/scripts/app-icons.mjs — draws the installable cabinet's icons (decision 0036) from
// the cabinet's icon (src/app/icon.svg) into public/icons/: the manifest's 192 and 512 px icons,
// their maskable versions (the coin inside the 80 % safe zone on a full-bleed background, since
// Android cuts the icon to its own shape), the Home Screen icon of iPhone (180 px, no transparency:
// iOS rounds it itself) and the notifications' monochrome badge. The PNGs are committed: the build
// needs no image library; run this again after changing the icon.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.join(here, '..');
const out = path.join(web, 'public', 'icons');
mkdirSync(out, { recursive: true });

const icon = readFileSync(path.join(web, 'src', 'app', 'icon.svg'), 'utf8');
const defs = /<defs>[\s\S]*?<\/defs>/.exec(icon)?.[0] ?? '';
// The coin and its plus of icon.svg, drawn at `scale` around the centre of a full-bleed square.
const fullBleed = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}
  <rect width="64" height="64" fill="url(#a)"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <circle cx="32" cy="32" r="18" fill="url(#c)"/>
    <path d="M32 23v18M23 32h18" stroke="#5b3f00" stroke-width="5" stroke-linecap="round"/>
  </g></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="26" fill="none" stroke="#fff" stroke-width="6"/>
  <path d="M32 19v26M19 32h26" stroke="#fff" stroke-width="7" stroke-linecap="round"/></svg>`;

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await Promise.all([
  png(icon, 192, 'icon-192.png'),
  png(icon, 512, 'icon-512.png'),
  // The safe zone is a circle of 40 % of the size in radius: the coin (r 18 of 64) at 1.25 stays inside.
  png(fullBleed(1.25), 192, 'maskable-192.png'),
  png(fullBleed(1.25), 512, 'maskable-512.png'),
  png(fullBleed(1.4), 180, 'apple-touch-icon.png'),
  // Next.js links it as the page's apple-touch-icon (its file convention).
  sharp(Buffer.from(fullBleed(1.4)), { density: 180 })
    .resize(180, 180)
    .png({ compressionLevel: 9 })
    .toFile(path.join(web, 'src', 'app', 'apple-icon.png')),
  png(badge, 96, 'badge-96.png'),
]);
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
