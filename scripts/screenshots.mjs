// `npm run screenshots`: full-page PNGs of every screen at 360 and 1280 px into screenshots/, so that
// anyone can look at the whole product at once. Builds what is stale, starts the API (fresh demo
// data in a temporary folder) and `next start` on spare loopback ports, signs in as the demo
// member through the app server, and stops both servers at the end.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApi, buildWebIfStale, ensureInstalled, root } from './lib/ensure.mjs';

const DEMO_PHONE = '79001234567';
const CODE = '000000';
/** Matches REFRESH_TOKEN_KEY of apps/web/src/lib/constants.ts. */
const REFRESH_TOKEN_KEY = 'agentplus.refreshToken';
const WIDTHS = [360, 1280];
const outDir = path.join(root, 'screenshots');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node …args` in its own process group (so that stopping it stops its children), logging to a file. */
function startNode(name, args, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return { name, child, logFile };
}

async function waitForUrl(url, server, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null)
      throw new Error(`${server.name} exited (${server.child.exitCode}); see ${server.logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer ${url} in time; see ${server.logFile}`);
}

async function stopServer({ child }) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

async function captchaPayload(request) {
  const res = await request.get('/api/captcha/challenge');
  if (!res.ok()) throw new Error(`captcha challenge: ${res.status()}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Signs in through the app server: the context gets the session cookie, the page the refresh token. */
async function signIn(context, baseUrl) {
  const request = context.request;
  const code = await request.post('/api/mobile-auth/code', {
    data: { phone: DEMO_PHONE, captcha: await captchaPayload(request) },
  });
  if (!code.ok()) throw new Error(`code request: ${code.status()} ${await code.text()}`);
  const { userId } = await code.json();
  const verify = await request.post('/api/mobile-auth/verify', {
    data: { userId, code: CODE, captcha: await captchaPayload(request) },
  });
  if (!verify.ok()) throw new Error(`verification: ${verify.status()} ${await verify.text()}`);
  const { refreshToken, accessToken } = await verify.json();
  // The refresh token lives in localStorage of the origin (spec §3), set before any page runs.
  await context.addInitScript(
    ([key, token]) => {
      if (!globalThis.localStorage.getItem(key)) globalThis.localStorage.setItem(key, token);
    },
    [REFRESH_TOKEN_KEY, refreshToken],
  );
  const auth = { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' };
  const orders = await (await request.get(`${baseUrl}/api/order/?category=all`, { headers: auth })).json();
  const news = await (await request.get(`${baseUrl}/api/news/?skipCount=0&maxResultCount=1`, { headers: auth })).json();
  const pending = orders.listCardOrder?.find((o) => o.status === 'pending') ?? orders.listCardOrder?.[0];
  return { orderId: pending?.id, newsId: news.allNews?.[0]?.id };
}

/** Waits until the screen has settled: no requests in flight, fonts in, skeletons gone. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shoot(page, baseUrl, route, name) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
    await page.goto(`${baseUrl}${route}`);
    await settle(page);
    const file = path.join(outDir, `${width}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ✓ ${path.relative(root, file)}`);
  }
}

async function main() {
  ensureInstalled();
  buildApi();
  buildWebIfStale();

  const dir = mkdtempSync(path.join(tmpdir(), 'agentplus-screenshots-'));
  const [apiPort, webPort] = await Promise.all([freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const dropped = new Set(['SESSION_SECRET', 'TOKEN_SECRET', 'DATABASE_URL', 'YM_COUNTER_ID', 'API_URL', 'PORT', 'NODE_ENV']);
  const base = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.has(key))),
    DATA_DIR: path.join(dir, 'data'),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const servers = [];
  let browser;
  try {
    const api = startNode(
      'API',
      [path.join(root, 'apps/api/dist/server.js')],
      { ...base, NODE_ENV: 'test', SEED_DEMO: 'true', OTP_FIXED_CODE: CODE, LOG_LEVEL: 'warn' },
      path.join(dir, 'api.log'),
    );
    servers.push(api);
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, api);
    const web = startNode(
      'web',
      [path.join(root, 'node_modules/next/dist/bin/next'), 'start', 'apps/web', '-p', String(webPort), '-H', '127.0.0.1'],
      { ...base, APP_ENV: 'test' },
      path.join(dir, 'web.log'),
    );
    servers.push(web);
    await waitForUrl(`${baseUrl}/version.json`, web);

    mkdirSync(outDir, { recursive: true });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--lang=ru-RU',
      ],
    });
    const contextOptions = { baseURL: baseUrl, locale: 'ru-RU', timezoneId: 'Europe/Moscow' };

    console.log('› signed out');
    const visitor = await browser.newContext(contextOptions);
    await shoot(await visitor.newPage(), baseUrl, '/login', 'login');
    await visitor.close();

    console.log(`› signed in as ${DEMO_PHONE}`);
    const member = await browser.newContext(contextOptions);
    const { orderId, newsId } = await signIn(member, baseUrl);
    const page = await member.newPage();
    const screens = [
      ['/', 'home'],
      ['/balance', 'balance'],
      ['/order', 'order'],
      ...(orderId ? [[`/order/${orderId}`, 'order-item']] : []),
      ['/withdraw', 'withdraw'],
      ['/news', 'news'],
      ...(newsId ? [[`/news/${newsId}`, 'news-item']] : []),
      ['/notification', 'notification'],
      ['/lk', 'lk'],
      ['/help', 'help'],
      ['/policy', 'policy'],
      ['/rules', 'rules'],
    ];
    for (const [route, name] of screens) await shoot(page, baseUrl, route, name);
    await member.close();
    console.log(`\nScreenshots are in ${path.relative(process.cwd(), outDir) || '.'}/`);
  } finally {
    await browser?.close();
    for (const server of servers.reverse()) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
