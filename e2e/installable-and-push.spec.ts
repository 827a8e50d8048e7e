// The installable cabinet and Web Push (decision 0036) in real Chromium: the service worker is
// registered and Chromium's own installability check passes (manifest, icons, offline page); a
// member with push on gets an imported accrual on their device, decrypted by the repository's push
// service emulator as the browser would decrypt it.
//   Headless Chromium cannot subscribe for real: its push service (Google's) is out of reach here.
// So the device's subscription is the emulator's, registered through the same API call the page
// makes; the page's own part — the toggle, the preferences — is checked in the browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';
import { members } from './support/members';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

// The service worker is the subject here (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the cabinet is installable: service worker, manifest, icons and the offline page', async ({ baseURL }) => {
  // Chromium does not offer to install from an off-the-record profile (a test's usual context): a
  // profile on disk, as a member's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'agentplus-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'ru-RU',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      short_name: 'АГЕНТ ПЛЮС',
      display: 'standalone',
      start_url: '/?source=pwa',
      scope: '/',
      lang: 'ru',
      theme_color: '#2f44c4',
    });
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await res.body()), icon.src).toEqual({ width, height });
    }
    expect(manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);

    // Chromium's own check of what it needs to offer the installation.
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // No network: a page is answered with the offline page, never with something kept of a member.
    await context.setOffline(true);
    await page.goto('/balance');
    await expect(page.getByRole('heading', { name: 'Нет соединения с интернетом' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Попробовать снова' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const urls = await Promise.all(
        keys.map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)),
      );
      return urls.flat();
    });
    expect(cached.filter((p) => p.startsWith('/api/') || !/^\/(offline\.|icons\/|_next\/static\/)/.test(p))).toEqual([]);
    await context.setOffline(false);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a member with push on gets an imported accrual on their device', async ({
  page,
  browser,
  baseURL,
  apiURL,
  signIn,
  signInOperator,
}) => {
  test.setTimeout(180_000);
  const pushUrl = process.env.E2E_PUSH_URL ?? '';
  const me = await signIn(page, members.pushAccrual);
  // The device's subscription, as the browser would give it, registered as the page registers it.
  const sub = (await (await page.request.post(`${pushUrl}/subscriptions`)).json()) as {
    id: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const subscribed = await page.request.post(`${apiURL}/api/push/subscriptions`, {
    headers: { authorization: `Bearer ${me.accessToken}` },
    data: { endpoint: sub.endpoint, keys: sub.keys, device: 'Chromium, Linux' },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  await page.goto('/lk');
  const settings = page.getByRole('region', { name: 'Уведомления и приложение' });
  await expect(settings.getByRole('heading', { name: 'Push на этом устройстве' })).toBeVisible();
  await expect(settings.getByText('Устройств с push: 1')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Включить push' })).toBeVisible();
  // Contests by push off; accruals stay on. Saved at once, and still so after a reload.
  const contests = settings.getByRole('checkbox', { name: 'Конкурсы: Push' });
  // The box is controlled by the preferences' cache, which the save sets a moment after the tap
  // (it first stops any read in flight): a click, then the box seen unticked.
  await contests.click();
  await expect(contests).not.toBeChecked();
  await expect(settings.getByRole('status').filter({ hasText: 'Настройки сохранены' })).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('checkbox', { name: 'Конкурсы: Push' })).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Начисления: Push' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Выплаты: SMS' })).toBeChecked();

  // An admin imports a contract of the member.
  const adminContext = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signInOperator(admin, 'pushImport');
  await admin.goto('/admin/imports');
  const number = `PUSH-${Date.now()}`;
  const csv = [
    'Телефон;Номер договора;Клиент;Дата подписания;Статус',
    `${members.pushAccrual.phone};${number};Петров Пётр;${today()};действует`,
  ].join('\n');
  await admin.getByLabel('Файл договоров').setInputFiles({ name: 'push.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.getByRole('button', { name: 'Загрузить и проверить' }).click();
  await admin.getByRole('button', { name: 'Применить (1)' }).click();
  await expect(admin.getByText('Применён', { exact: true }).first()).toBeVisible();
  await adminContext.close();

  // The push reached the device with the notification's text.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${pushUrl}/subscriptions/${sub.id}/messages`)).json()) as { messages: unknown[] })
          .messages.length,
      {
        timeout: 90_000,
      },
    )
    .toBe(1);
  const { messages } = (await (await page.request.get(`${pushUrl}/subscriptions/${sub.id}/messages`)).json()) as {
    messages: { payload: string }[];
  };
  const shown = JSON.parse(messages[0]!.payload) as { title: string; body: string; link: string };
  expect(shown.title).toMatch(/^Начислено \d[\d\u00a0]*\u00a0б\.$/);
  expect(shown).toMatchObject({ body: `За договор № ${number} (Петров Пётр)`, link: '/balance' });
});
