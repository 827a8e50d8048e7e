// /help, /policy and /rules: their full texts inside the shell, the support e-mail, the tier table,
// and axe at a phone's and a desktop's width.
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { members } from './support/members';

const widths = [
  { name: 'desktop', width: 1280, member: members.documentsDesktop },
  { name: 'phone', width: 360, member: members.documentsMobile },
] as const;

for (const { name, width, member } of widths) {
  test(`help, policy and rules read well on a ${name} (${width} px)`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, member);

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
    const question = page.locator('summary').first();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByText('Почта поддержки:')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page.getByText(/152-ФЗ/).first()).toBeVisible();
    const toc = page.getByRole('navigation').filter({ has: page.locator('#toc-title') });
    const firstEntry = toc.getByRole('link').first();
    const target = await firstEntry.getAttribute('href');
    expect(target).toMatch(/^#.+/);
    await expect(page.locator(target!)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Правила программы' })).toBeVisible();
    const tiers = page.getByRole('table').first();
    await expect(tiers).toContainText('500');
    await expect(tiers).toContainText('700');
    await expect(tiers).toContainText(/1\s000/);
    // Nothing wider than the screen: the long texts wrap, the table fits or scrolls inside itself.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
