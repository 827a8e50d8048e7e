// npm run bench:web — what a member gets on a phone: the production build's first-load JS per route
// (gzip; every member page and every back-office page without a record in its address), then cold loads of
// /login, /, /balance, /contests (the demo member signed in) and /admin/members (the demo operator)
// in Debian's Chromium with the mobile profile applied in the browser (bench/lib/phone.ts:
// 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, the CPU 4× slower, 360 × 800 at 2×, a phone's user
// agent, a browser context and so an empty cache per load). Each page is loaded right after an
// empty Next page built with the same versions (bench/.empty-app, ignored by git), measured the
// same way: empty, page, empty, page … and the median of each figure.
//
// Per load, read in the page (bench/lib/in-page.ts): FCP, LCP, the member's moment — what they came
// for on screen (bench/lib/phone-pages.ts) —, when the control they use next was React's, the
// blocking time from FCP until both, the latency of one interaction as INP counts it (Event Timing),
// the layout shifts before it, and how long after the first paint the brand font (the font files asked
// for before it) had arrived. Prints a table per page against the empty page and PASS / FAIL
// per budget of docs/performance.md; a failed budget is a printed line, not an exit code.
//
//   BENCH_RUNS=5 (pairs per page; the machine's two cores are shared, and five narrow the median)
//   BENCH_PAGES=/login,/balance (only these pages on the phone; first-load JS is read for every route)
//   CHROME_PATH=/usr/bin/chromium
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_PAGE_ROUTES } from '@cabinet/contracts';
import { DEMO_ORGANISER } from '../scripts/lib/demo-organiser.mjs';
import { buildWebIfStale, run } from '../scripts/lib/ensure.mjs';
import { benchRoot, repoRoot } from './lib/bench-db.ts';
import { printBudgets, type Budget } from './lib/budgets.ts';
import { launchPhoneBrowser, loadOnPhone, profileText, type Figures } from './lib/phone.ts';
import { EMPTY_PAGE, PAGES, type PhonePage, type ProductPage } from './lib/phone-pages.ts';
import { budgetLines, medians, PAIR_LEGEND, pairLine, printTable, type Medians } from './lib/phone-report.ts';
import { freePort, startProcess } from './lib/processes.ts';
import { cookieHeader, signInMember, signInOperator } from './lib/sign-in.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Every member page without a record in its address: the sign-in page signed out, the others as the demo member. */
const ROUTES = WEB_PAGE_ROUTES.filter((route) => !route.startsWith('/admin') && !route.includes('['));
/** Every back-office page without a record in its address, read as the demo operator (the sign-in pages without). */
const ADMIN_ROUTES = WEB_PAGE_ROUTES.filter((route) => route.startsWith('/admin') && !route.includes('['));
const SIGNED_OUT_ADMIN_ROUTES = new Set(['/admin/login', '/admin/set-password']);
const ONLY = process.env.BENCH_PAGES?.split(',');
const dataDir = path.join(benchRoot, '.data/web');
const next = path.join(repoRoot, 'node_modules/.bin/next');

// The empty page: the same Next and React from the repository's node_modules.
function buildEmptyApp(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    `export const metadata = { title: 'empty' };\nexport default function RootLayout({ children }) {\n  return (<html lang="ru"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(path.join(dir, 'app/page.jsx'), `export default function Page() {\n  return <main>Пусто</main>;\n}\n`);
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(repoRoot)} } };\n`);
  console.log(`› building ${path.relative(repoRoot, dir)}…`);
  run(process.execPath, [next, 'build', dir], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
const emptyApp = path.join(benchRoot, '.empty-app');
buildEmptyApp(emptyApp);
buildWebIfStale();

const start = (name: string, args: string[], env: Record<string, string>, readyUrl: string) =>
  startProcess(name, { args, env, readyUrl });

// The product on the embedded database with the demo data (the demo member's 18 months).
const [apiPort, webPort, emptyPort] = [await freePort(), await freePort(), await freePort()];
const secret = 'bench-web-session-secret-0123456789abcdef';
await start(
  'api',
  ['apps/api/dist/server.js'],
  {
    NODE_ENV: 'development',
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    OTP_FIXED_CODE: '000000',
    // The demo's organiser, as `npm start` sets it: the demo data close a month only with it.
    ...DEMO_ORGANISER,
    SESSION_SECRET: secret,
    TOKEN_SECRET: secret,
    LOG_LEVEL: 'warn',
  },
  `http://127.0.0.1:${apiPort}/api/ready`,
);
const web = `http://localhost:${webPort}`;
await start(
  'web',
  ['apps/web/server.mjs'],
  {
    NODE_ENV: 'production',
    PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
    SESSION_SECRET: secret,
  },
  `${web}/api/health`,
);
const empty = `http://localhost:${emptyPort}`;
await start('empty page', [next, 'start', emptyApp, '-p', String(emptyPort), '-H', '127.0.0.1'], {}, `${empty}/`);

// The sessions of the demo member and the demo operator, taken once: the member's phone gets one
// code a minute. Each load hands back the cookies the app left, so a session it refreshed on the
// way is the one the next load takes (a refresh token is good once).
const sessions = { member: await signInMember(web), operator: await signInOperator(web) };

/**
 * First-load JS: every chunk the route's HTML names — in a script tag, a preload, an inline call
 * that adds it, or the React payload's list of a component's chunks — gzip-compressed. However a
 * page gets its scripts, the ones it needs are named in its HTML. noModule scripts (the polyfills)
 * are not loaded by the browsers the cabinet supports.
 */
async function firstLoadJs(origin: string, route: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(origin + route, { headers, redirect: 'manual' })).text();
  const chunk = /\/?(?:_next\/)?static\/chunks\/[\w.~-]+\.js/g;
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bnomodule\b[^>]*>/gi)].flatMap((tag) => (tag[0].match(chunk) ?? []).map(chunkPath)),
  );
  const srcs = [...new Set((html.match(chunk) ?? []).map(chunkPath))].filter((src) => !noModule.has(src));
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return { kB: bytes / 1000, scripts: srcs.length };
}
/** The React payload names chunks without the leading /_next/. */
const chunkPath = (named: string) => `/_next/${named.slice(named.indexOf('static/'))}`;

console.log('\nfirst-load JS (gzip):');
const emptyJs = await firstLoadJs(empty, '/');
console.log(`  ${'empty Next page'.padEnd(16)} ${emptyJs.kB.toFixed(1).padStart(6)} kB  (${emptyJs.scripts} scripts)`);
const js: Record<string, { kB: number; scripts: number }> = {};
for (const route of ROUTES) {
  const routeJs = await firstLoadJs(web, route, route === '/login' ? {} : { cookie: cookieHeader(sessions.member) });
  js[route] = routeJs;
  console.log(
    `  ${route.padEnd(16)} ${routeJs.kB.toFixed(1).padStart(6)} kB  (${routeJs.scripts} scripts, +${(routeJs.kB - emptyJs.kB).toFixed(1)} kB)`,
  );
}
console.log('back office:');
for (const route of ADMIN_ROUTES) {
  const routeJs = await firstLoadJs(
    web,
    route,
    SIGNED_OUT_ADMIN_ROUTES.has(route) ? {} : { cookie: cookieHeader(sessions.operator) },
  );
  js[route] = routeJs;
  console.log(
    `  ${route.padEnd(26)} ${routeJs.kB.toFixed(1).padStart(6)} kB  (${routeJs.scripts} scripts, +${(routeJs.kB - emptyJs.kB).toFixed(1)} kB)`,
  );
}

const browser = await launchPhoneBrowser(CHROME);

/** One cold load on the phone, with the session of `as` (none for null); its figures. */
async function load(page: PhonePage, url: string, as: ProductPage['as']): Promise<Figures> {
  // The empty page draws in the browser's own font: it has no brand font to wait for.
  const brandFont = page !== EMPTY_PAGE;
  const { cookies, ...figures } = await loadOnPhone(browser, {
    url,
    cookies: as ? sessions[as] : [],
    scenario: page.scenario,
    brandFont,
  });
  if (as) sessions[as] = cookies;
  return figures;
}

/**
 * `page` against the empty page loaded right before it, pair after pair: the machine's minute moves
 * both alike, and the medians compare the page with what any Next page costs in that same minute.
 */
async function measurePairs(page: ProductPage) {
  console.log(`\n${page.label} — the member's moment: ${page.moment}; the interaction: ${page.interaction}`);
  console.log(`  the empty page: ${EMPTY_PAGE.moment}; ${EMPTY_PAGE.interaction}`);
  console.log(PAIR_LEGEND);
  const [emptyLoads, pageLoads]: [Figures[], Figures[]] = [[], []];
  for (let i = 1; i <= RUNS; i++) {
    emptyLoads.push(await load(EMPTY_PAGE, `${empty}/`, null));
    pageLoads.push(await load(page, web + page.path, page.as));
    console.log(pairLine(i, page.label, emptyLoads.at(-1)!, pageLoads.at(-1)!));
  }
  const result = { page: medians(pageLoads), empty: medians(emptyLoads) };
  console.log(`  median of ${RUNS}:`);
  printTable(page, result, pageLoads.at(-1)!);
  return result;
}

console.log(`\non the phone (applied: ${profileText()}), each page right after the empty page:`);
const phone: Record<string, { page: Medians; empty: Medians }> = {};
for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.label))) phone[page.label] = await measurePairs(page);
await browser.close();

printBudgets([
  ...ROUTES.map((route): Budget => [`first-load JS ${route}`, js[route]!.kB - emptyJs.kB, '≤', 35, 'kB above the empty page']),
  ...ADMIN_ROUTES.map((route): Budget => [
    `first-load JS ${route}`,
    js[route]!.kB - emptyJs.kB,
    '≤',
    70,
    'kB above the empty page',
  ]),
  ...Object.entries(phone).flatMap(([label, result]) => budgetLines(label, result)),
]);
process.exit();
