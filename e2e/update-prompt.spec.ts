// Spec §2/§4: /version.json is polled every 60 s without cache; a new fullVersion raises
// 'Доступна новая версия', whose 'Обновить' reloads the page.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import { members } from './support/members';

interface VersionFile {
  fullVersion: string;
  buildTime: string;
  gitHash: string;
}

test('the update prompt appears when the version file changes, and Обновить reloads', async ({ page, signIn }) => {
  await signIn(page, members.update);
  // Fake timers for the 60 s poll; the network stays real.
  await page.clock.install();

  const served: VersionFile[] = [];
  let deployed = false;
  // A deployment, as the browser sees it: the same server answers with a newer build's file.
  await page.route('**/version.json', async (route: Route) => {
    expect(route.request().method()).toBe('GET');
    let response;
    let file: VersionFile;
    try {
      response = await route.fetch();
      file = (await response.json()) as VersionFile;
    } catch {
      // The page went away mid-request ('Обновить' reloads it): nothing is left to answer.
      return;
    }
    const answer = deployed ? { ...file, fullVersion: `${file.fullVersion}-next`, buildTime: new Date().toISOString() } : file;
    served.push(answer);
    await route.fulfill({ response, json: answer }).catch(() => undefined);
  });

  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.greeting()).toBeVisible();
  await expect.poll(() => served.length).toBe(1);
  const prompt = page.getByRole('dialog', { name: 'Доступна новая версия' });

  // A poll that finds the same file changes nothing.
  await page.clock.runFor(60_000);
  await expect.poll(() => served.length).toBe(2);
  await page.clock.runFor(1_000);
  await expect(prompt).toBeHidden();

  deployed = true;
  await page.clock.runFor(60_000);
  await expect.poll(() => served.length).toBe(3);
  // Let the modal's own timers (it opens 10 ms after mounting) run in real time.
  await page.clock.resume();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Обновить' })).toBeFocused();

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Обновить' }).click();
  await reloaded;
  // The page again, read by roles: the reloaded document runs on the test's fake clock too, and
  // React may hold the shell's deferred part hidden beside its new content until a faked timer
  // fires — a copy no member ever has, which a bare text match would count twice.
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Здравствуйте!', { exact: true })).toBeVisible();
});
