// The back office's first paint (decision 0022): the desk's layout reads the operator on the app
// server, so the page as the server sends it already names who is signed in and holds the menu of
// their role, a list's page holds its rows, and an operator whose setup is unfinished is sent to
// /admin/setup by the server.
// JavaScript is off in these browsers: what they show is the server's HTML alone.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sentLinkToken } from './support/operators';

/** A browser of its own that runs no script. */
async function pageWithoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

test("the server's page names the operator and holds their menu; an unfinished setup is sent to finish it", async ({
  browser,
  signInOperator,
}) => {
  const desk = await pageWithoutScripts(browser);
  const admin = await signInOperator(desk, 'spare1');
  await desk.goto('/admin/members');
  await expect(desk).toHaveURL(/\/admin\/members$/);
  await expect(desk.getByText(`${admin.email} · Администратор`)).toBeVisible();
  const menu = desk.getByRole('navigation', { name: 'Разделы бэк-офиса' });
  await expect(menu.getByRole('link', { name: 'Участники' })).toBeVisible();
  // An admin's section: the menu is the role's, not a fixed one.
  await expect(menu.getByRole('link', { name: 'Операторы' })).toBeVisible();
  // A list's rows, of the filter and page its address names, are in the server's page as well.
  await desk.goto('/admin/members?q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&status=active');
  await expect(desk.getByRole('row', { name: /Петров Иван/ })).toBeVisible();
  await desk.goto('/admin/audit');
  await expect(desk.getByRole('row').filter({ hasText: admin.email }).first()).toBeVisible();

  // A new admin (approved by a second admin, the password set by the e-mail's link): the server
  // sends them to connect an authenticator first.
  const email = `first.paint.${Date.now()}@agent-plus.test`;
  const created = await desk.request.post('/api/admin/operators', {
    data: { email, displayName: 'Первый Показ', role: 'admin' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { pendingChange } = (await created.json()) as { pendingChange: { id: number } };
  // The second admin is an account of this test's own: a demo admin's code may have been used
  // moments ago in the same 30-second step (the run's set-up signs them in), and the API takes a
  // step once.
  const checker = await pageWithoutScripts(browser);
  await signInOperator(checker, 'firstPaintChecker');
  const approved = await checker.request.post(`/api/admin/approvals/${pendingChange.id}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  const newcomer = await pageWithoutScripts(browser);
  const password = 'first paint pass phrase';
  const set = await newcomer.request.post('/api/admin/auth/invitation', {
    data: { token: await sentLinkToken(email), password },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const signedIn = await newcomer.request.post('/api/admin/auth/sign-in', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await newcomer.goto('/admin/members');
  await expect(newcomer).toHaveURL(/\/admin\/setup$/);

  await desk.context().close();
  await newcomer.context().close();
  await checker.context().close();
});
