// /notification: unread marked, what the member has seen on the screen is marked read (the page says
// so) and the bell goes off once nothing is left unread; paging; 'Отметить все прочитанными'; axe at
// 360 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { members } from './support/members';
import { seriousViolations } from './support/axe';
import { NotificationsPage } from './pages/notifications-page';
import { Shell } from './pages/shell';

async function expectAccessible(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('the notifications seen are marked read, and the bell goes off once all are', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, members.notificationsRead);
  const shell = new Shell(page);
  await page.goto('/news');
  await expect(shell.bell('on')).toBeVisible();

  // The call's last answer: one that met the lapsed 8 s token (401) is asked again after the refresh.
  const read = page.waitForResponse(
    (r) => r.url().includes('/api/notification/read') && r.request().method() === 'POST' && r.status() !== 401,
  );
  await shell.bell('on').click();
  const list = new NotificationsPage(page);
  await expect(list.heading).toBeVisible();
  await expect(list.items.first()).toBeVisible();
  // What was new stays marked during this visit, visibly and in the heading's name.
  const unread = await list.unreadItems.count();
  expect(unread).toBeGreaterThan(0);
  await expect(list.unreadItems.first().getByText('Новое', { exact: true })).toBeVisible();
  expect((await read).status()).toBe(200);
  await expect(page.getByText('Уведомление отмечается прочитанным, когда вы увидите его на экране.')).toBeVisible();
  // The rest are marked as the member scrolls to them.
  for (const item of await list.items.all()) await item.scrollIntoViewIfNeeded();
  await expect(shell.bell('off')).toBeVisible();

  // Each item's link is a cabinet path.
  const more = list.items.first().getByRole('link', { name: 'Подробнее' });
  await expect(more).toHaveAttribute('href', /^\/[a-z]/);
  await expectAccessible(page);

  await page.reload();
  await expect(list.items.first()).toBeVisible();
  await expect(list.unreadItems).toHaveCount(0);
  await expect(shell.bell('off')).toBeVisible();
  await list.tab('Непрочитанные').click();
  await expect(page.getByText('Непрочитанных уведомлений нет')).toBeVisible();
  await list.tab('Все').click();
  await expect(list.items.first()).toBeVisible();
});

test('paging and marking all read', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, members.notificationsPaging);
  const shell = new Shell(page);
  const list = new NotificationsPage(page);
  await list.goto();
  await expect(list.items).toHaveCount(10);
  await expect(list.unreadItems).toHaveCount(10);
  const totalText = await page.getByText(/^Показано 10 из \d+$/).textContent();
  const total = Number(/из (\d+)/.exec(totalText ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  expect(total).toBeLessThanOrEqual(20);

  // Newest first.
  const times = await list.items.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect([...times].sort().reverse()).toEqual(times);

  // The ones beyond the first page are still unread: the bell stays on and offers to mark all.
  await expect(shell.bell('on')).toBeVisible();
  await list.markAll.click();
  await expect(page.getByText('Все уведомления отмечены прочитанными')).toBeVisible();
  await expect(shell.bell('off')).toBeVisible();
  await expect(list.unreadItems).toHaveCount(0);
  await expect(list.markAll).toHaveCount(0);

  await list.showMore.click();
  await expect(list.items).toHaveCount(total);
  await expect(list.shown(total, total)).toBeVisible();
  await expect(list.showMore).toHaveCount(0);
  await expect(list.unreadItems).toHaveCount(0);
  await expectAccessible(page);
});

test('only what is seen on the screen is marked read', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, members.issue13Notifications);
  const list = new NotificationsPage(page);
  const marked: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/notification/read') && r.method() === 'POST')
      marked.push(...((r.postDataJSON() as { ids?: number[] }).ids ?? []));
  });
  const first = page.waitForResponse((r) => r.url().includes('/api/notification/read') && r.request().method() === 'POST');
  await list.goto();
  const count = await list.items.count();
  // A team agent's accruals: more than a phone's screen holds, all new.
  expect(count).toBeGreaterThan(4);
  await expect(list.unreadItems).toHaveCount(count);
  await first;
  // 'Отметить все прочитанными', a text button, starts where the column does, like the tabs above it.
  const column = (await page.getByRole('heading', { level: 1, name: 'Уведомления' }).boundingBox())!;
  const markAll = (await list.markAll.boundingBox())!;
  expect(Math.abs(markAll.x - column.x)).toBeLessThanOrEqual(1);
  // The two or three on the screen, not the whole page.
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.length).toBeLessThan(count);

  // Scrolling down the page marks the rest of it, each once.
  for (const item of await list.items.all()) await item.scrollIntoViewIfNeeded();
  await expect.poll(() => marked.length).toBe(count);
  expect(new Set(marked).size).toBe(count);

  await page.reload();
  await expect(list.items).toHaveCount(count);
  await expect(list.unreadItems).toHaveCount(0);
});
