// «Фоновые задачи» (/admin/jobs, admins): the API's queues with their schedules and counts, a failed
// job with its attempts and error, «Повторить» and the list read again; state and queue in the URL;
// no sideways scrolling at 320, 360, 768 and 1280 px; an operator has no such section.
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/back-office';
import { brokenRuns, settled, sidewaysOverflow } from './support/layout-checks';
import { DEMO_ADMIN, totpCode } from './support/operators';

const WIDTHS = [320, 360, 768, 1280];

/**
 * Signs the demo admin in through the app server (the operator cookie), as the suite's set-up does.
 * A code works once: when another sign-in has just used this step's, the next step's is waited for.
 */
async function signInDemoAdmin(page: Page): Promise<void> {
  const attempt = () =>
    page.request.post('/api/admin/auth/sign-in', {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, code: totpCode(DEMO_ADMIN.totpSecret) },
    });
  let res = await attempt();
  for (let tries = 1; tries < 3 && res.status() === 401; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    res = await attempt();
  }
  expect(res.ok(), `demo admin sign-in: ${await res.text()}`).toBe(true);
}

interface ListAnswer {
  queues: { name: string; title: string; schedule: string | null; counts: Record<string, number> }[];
  jobs: Record<string, unknown>[];
  totalCount: number;
}

test('the panel lists the queues, shows a failed job and retries it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoAdmin(page);

  // A job fails only when its work breaks, which nothing a browser does can cause in a healthy
  // API: the list's answer comes from the API and gets one failed job more, and the retry of that
  // job is answered as the API answers one (apps/api/test/admin/jobs-admin.test.ts retries real
  // failed jobs on both databases).
  const at = new Date(Date.now() - 10 * 60_000).toISOString();
  const failed = {
    id: randomUUID(),
    queue: 'imports.apply',
    title: 'Применение импорта договоров',
    state: 'failed',
    attempts: 6,
    retryLimit: 5,
    error: 'canceling statement due to statement timeout',
    createdOn: at,
    startedOn: at,
    completedOn: at,
    startAfter: at,
  };
  let retried = false;
  let apiQueues = 0;
  await page.route(/\/api\/admin\/jobs(\?.*)?$/, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ListAnswer;
    apiQueues = body.queues.length;
    const query = new URL(route.request().url()).searchParams;
    const shows = (query.get('state') ?? 'failed') === 'failed' && [null, failed.queue].includes(query.get('queue'));
    if (!retried) {
      body.queues = body.queues.map((q) =>
        q.name === failed.queue ? { ...q, counts: { ...q.counts, failed: q.counts.failed! + 1 } } : q,
      );
      if (shows) body.jobs = [failed, ...body.jobs];
      if (shows) body.totalCount += 1;
    }
    await route.fulfill({ response, json: body });
  });
  await page.route(`**/api/admin/jobs/${failed.queue}/${failed.id}/retry`, async (route: Route) => {
    expect(route.request().method()).toBe('POST');
    retried = true;
    await route.fulfill({ json: { ...failed, state: 'retry', retryLimit: 6, completedOn: null } });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  // The list's first answer comes with the page from the app server; the panel then asks the API
  // itself every half minute, and that answer is the one given the failed job.
  await page.clock.install();
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Фоновые задачи' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Фоновые задачи' })).toBeVisible();
  await page.clock.fastForward('00:31');

  // Every queue of the API (apps/api/src/app.ts, apiJobs: upkeep, notifications, news, imports,
  // payouts, contests, messages, sign-in codes, the self-employed), as many as the API answers, each
  // with its schedule in words and its counts.
  const queues = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect.poll(() => apiQueues).toBeGreaterThanOrEqual(18);
  await expect(queues).toHaveCount(apiQueues);
  const card = (title: string) => queues.filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(card('Уборка служебных таблиц')).toContainText('Расписание: каждый час, на 5-й минуте');
  await expect(card('Удаление документов по сроку хранения')).toContainText('каждый час, на 35-й минуте');
  await expect(card('Рассылка запланированных уведомлений')).toContainText('каждую минуту');
  await expect(card('Публикация запланированных новостей')).toContainText('по событию');
  await expect(card(failed.title)).toContainText('imports.apply');
  await expect(card(failed.title).getByRole('definition').first()).toHaveText('1');

  // Failed jobs by default: attempts, the last error, the times in Moscow time.
  await expect(page.getByRole('tab', { name: 'Ошибка' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row').filter({ hasText: failed.title });
  await expect(row).toContainText('6 из 6');
  await expect(row).toContainText(failed.error);
  await expect(row).toContainText(/создана \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expectAccessible(page);

  // The screen fits every width without scrolling sideways (the table scrolls inside its card).
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
    for (const run of await brokenRuns(page)) problems.push(`${width} px: ${run}`);
  }
  expect(problems).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: /^Повторить задачу «Применение импорта договоров»/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Задача «Применение импорта договоров» снова в очереди.' }),
  ).toBeVisible();
  await expect(page.getByText('Задач с ошибкой нет')).toBeVisible();
  await expect(card(failed.title).getByRole('definition').first()).toHaveText('0');
  await expect(page.getByRole('row').filter({ hasText: failed.title })).toHaveCount(0);
});

test('the state and the queue of the list are kept in the URL', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemoAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Фоновые задачи' })).toBeVisible();

  await page.getByRole('tab', { name: 'Выполнено' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=completed$/);
  await page.getByLabel('Очередь').selectOption({ label: 'Рассылка запланированных уведомлений' });
  await expect(page).toHaveURL(/\/admin\/jobs\?state=completed&queue=notifications\.deliver$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Выполнено' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Очередь')).toHaveValue('notifications.deliver');
  await settled(page);
  // The minute's schedule may not have run yet on a fresh API: a list of its jobs or none.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Рассылка запланированных уведомлений' })
      .first()
      .or(page.getByText('Выполненных задач нет')),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=completed$/);
  await expect(page.getByLabel('Очередь')).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('tab', { name: 'Ошибка' })).toHaveAttribute('aria-selected', 'true');
});

test('an operator has no «Фоновые задачи»: not in the menu, and the API refuses the list', async ({
  page,
  signInOperator,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 403/);
  await signInOperator(page, 'operatorScreens');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Обзор' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Фоновые задачи' }),
  ).toHaveCount(0);
  expect((await page.request.get('/api/admin/jobs')).status()).toBe(403);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить фоновые задачи.' })).toBeVisible();
});
