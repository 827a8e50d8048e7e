// The news editor against the real servers: an admin writes a news item in Markdown with a banner,
// looks at it as a member will (frames of 360 and 1280 px), publishes it; a member finds it in
// /news, opens it and likes it; the editor sees the like. Publishing changes every member's /news,
// hence programme-wide.
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { expectAccessible, operatorPage } from '../support/back-office';
import { NewsPage } from '../pages/news-page';
import { members } from '../support/members';

/** A real picture, so the API's sniffing and re-encoding run for real. */
function banner(): Promise<Buffer> {
  return sharp({ create: { width: 1920, height: 800, channels: 3, background: '#2f44c4' } })
    .png()
    .toBuffer();
}

test('an editor publishes a news item with an image; a member sees it in /news and likes it', async ({
  page,
  browser,
  signIn,
  signInOperator,
  baseURL,
}) => {
  const title = `Весенний марафон продаж ${Date.now().toString(36)}`;
  const editor = await operatorPage(browser, baseURL!);
  await signInOperator(editor, 'newsEditor');

  await editor.goto('/admin/news');
  await expect(editor.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await expect(editor.getByRole('table', { name: 'Новости, недавно изменённые сверху' })).toBeVisible();
  await expectAccessible(editor);

  await editor.getByRole('link', { name: 'Новая новость' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Новая новость' })).toBeVisible();
  // Nothing typed: each field says what it needs.
  await editor.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(editor.getByText('Введите заголовок')).toBeVisible();
  await expect(editor.getByText('Напишите текст новости')).toBeVisible();

  await editor.getByLabel('Заголовок').fill(title);
  await editor.getByLabel('Категория').fill('Акции');
  await editor.getByLabel('Короткий текст').fill('Три недели, двойные баллы за каждый договор.');
  await editor
    .getByLabel('Текст (Markdown)')
    .fill(
      'С 1 марта — **двойные баллы** за каждый договор.\n\n- подписывайте договоры\n- следите за балансом\n\n<script>alert(1)</script>',
    );
  // «Важная новость» is off by default; its hint says who gets a push when it is on.
  const important = editor.getByRole('checkbox', { name: 'Важная новость' });
  await expect(important).not.toBeChecked();
  await expect(important).toHaveAccessibleDescription(/включены push-уведомления «Важные новости», получат push/);
  await editor
    .getByLabel('Картинка новости')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await banner() });
  await editor.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(editor.getByText('Черновик создан.')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/news\/\d+$/);
  await expect(editor.getByRole('img', { name: 'Текущая картинка новости' })).toBeVisible();

  // The preview: the member's own components, at a phone's width and then a desktop's.
  const phone = editor.frameLocator('iframe[title="Предпросмотр новости: Телефон, 360 px"]');
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(phone.getByText('двойные баллы', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(phone.getByText('Три недели, двойные баллы за каждый договор.')).toBeVisible();
  await expect(phone.locator('article').getByText('alert(1)')).toHaveCount(0);
  await expectAccessible(editor);
  await editor.getByRole('tab', { name: 'Компьютер, 1280 px' }).click();
  const desktop = editor.frameLocator('iframe[title="Предпросмотр новости: Компьютер, 1280 px"]');
  await expect(desktop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The banner is read through the back office's path (the operator has no member session).
  await expect(desktop.locator('article img').first()).toHaveAttribute('src', /^\/api\/admin\/news-images\/[0-9a-f-]{36}$/);

  await editor.getByRole('button', { name: 'Опубликовать сейчас' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Опубликовать новость? Участники увидят её сразу.' });
  await dialog.getByRole('button', { name: 'Опубликовать сейчас' }).click();
  await expect(editor.getByText('Новость опубликована.')).toBeVisible();
  await expect(editor.getByText('Опубликована', { exact: true })).toBeVisible();

  // The member finds it in /news, with its banner, and likes it.
  await signIn(page, members.newsReader);
  const news = new NewsPage(page);
  await news.goto();
  const card = news.card(title);
  await expect(card).toBeVisible();
  // The member's banner comes resized by the image optimizer from the API's file (decision 0019).
  await expect(card.locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Ffiles%2Fnews%2F[0-9a-f-]{36}&/);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(card.getByText('Три недели, двойные баллы за каждый договор.')).toBeVisible();
  const like = news.likeButton(card);
  await expect(like).toHaveAttribute('aria-label', 'Нравится: 0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-label', 'Нравится: 1');
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('двойные баллы', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.locator('article').getByText('alert(1)')).toHaveCount(0);

  // The editor sees the like.
  await editor.reload();
  await expect(editor.getByText('Нравится: 1')).toBeVisible();
  await editor.goto('/admin/news');
  await expect(editor.getByRole('row', { name: new RegExp(title) })).toContainText('Опубликована');
  await editor.context().close();
});
