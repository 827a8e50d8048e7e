import {
  adminMeRoute,
  getAdminNewsRoute,
  listAdminNewsRoute,
  renderNewsRoute,
  updateNewsRoute,
  type AdminNewsItem,
} from '@cabinet/contracts/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '@/testing/fake-api';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { NewsEditorScreen } from './news-editor-screen';

const admin = buildOperator();

const draft: AdminNewsItem = {
  id: 4,
  slugId: 'vesennij-konkurs-4',
  title: 'Весенний конкурс',
  category: 'Конкурсы',
  preview: 'Призы за договоры',
  imageId: null,
  state: 'draft',
  important: false,
  importantPushedAt: null,
  publishedAt: null,
  likesCount: 0,
  version: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'Администратор',
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedBy: 'Администратор',
  markdown: 'Старт **в апреле**.',
  content: '<p>Старт <strong>в апреле</strong>.</p>',
};

function api(item: () => AdminNewsItem = () => draft) {
  return fakeApi()
    .on(adminMeRoute, { operator: admin })
    .on(getAdminNewsRoute, () => item())
    .on(listAdminNewsRoute, { items: [], totalCount: 0, categories: ['Конкурсы', 'Новости программы'] })
    .on(renderNewsRoute, ({ body }) => ({ html: `<p>${(body as { markdown: string }).markdown}</p>` }));
}

describe('the news editor', () => {
  it('saves an edit with the version it began from and says so', async () => {
    const fake = api().on(updateNewsRoute, ({ body }) => ({ ...draft, ...(body as object), version: 4 }));
    const { user } = renderScreen(<NewsEditorScreen id={4} />);

    const title = await screen.findByLabelText('Заголовок');
    await user.clear(title);
    await user.type(title, 'Весенний марафон');
    expect(screen.getByText('Есть несохранённые изменения.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Сохранено.')).toBeInTheDocument();
    expect(screen.queryByText('Есть несохранённые изменения.')).not.toBeInTheDocument();
    expect(fake.requests(updateNewsRoute)[0]!.body).toMatchObject({ title: 'Весенний марафон', version: 3 });
  });

  it("refuses a stale save with who saved first, and loads the other editor's version", async () => {
    let latest = draft;
    api(() => latest).on(updateNewsRoute, () => {
      latest = { ...draft, title: 'Весенний конкурс 2026', version: 4, updatedBy: 'Редактор' };
      return refusal(
        409,
        'conflict',
        'Новость уже изменил(а) Редактор 1 марта в 13:00. Обновите страницу и повторите изменения.',
      );
    });
    const { user } = renderScreen(<NewsEditorScreen id={4} />);

    const title = await screen.findByLabelText('Заголовок');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText('Новость уже изменил(а) Редактор 1 марта в 13:00. Обновите страницу и повторите изменения.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить сохранённую версию (ваши правки пропадут)' }));

    await expect.poll(() => (screen.getByLabelText('Заголовок') as HTMLInputElement).value).toBe('Весенний конкурс 2026');
    expect(
      screen.queryByText('Новость уже изменил(а) Редактор 1 марта в 13:00. Обновите страницу и повторите изменения.'),
    ).not.toBeInTheDocument();
  });
});
