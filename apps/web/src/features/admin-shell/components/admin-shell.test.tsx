import { adminMeRoute } from '@cabinet/contracts/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { setLocation } from '@/testing/navigation';
import { buildOperator } from '@/testing/operators';
import { renderScreen } from '@/testing/render';
import { AdminShell } from './admin-shell';

/** The menu's groups as a screen reader lists them: each group's name and its links, in order. */
function menuGroups() {
  const menu = screen.getByRole('navigation', { name: 'Разделы бэк-офиса' });
  return within(menu)
    .getAllByRole('group')
    .map((group) => ({
      name: group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      links: within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
}

describe('the back office menu', () => {
  it("groups an admin's sections by the operator's jobs, the overview above them, and marks the open one", async () => {
    setLocation('/admin/reconciliation');
    fakeApi().on(adminMeRoute, { operator: buildOperator({ role: 'admin' }) });
    renderScreen(<AdminShell productName="АГЕНТ ПЛЮС">страница</AdminShell>);

    const menu = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    await within(menu).findByRole('group', { name: 'Люди' });
    expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Обзор');
    expect(menuGroups()).toEqual([
      { name: 'Люди', links: ['Участники', 'Проверка документов', 'Споры', 'Структура', 'Операторы'] },
      {
        name: 'Деньги',
        links: ['Выплаты', 'Реестр выплат', 'Сверка выплат', 'НДФЛ', 'Самозанятые', 'Корректировки', 'На подтверждении'],
      },
      { name: 'Мотивация', links: ['Конкурсы', 'Тарифы', 'Личные цели', 'Цели дилеров', 'Награды', 'Импорт договоров'] },
      { name: 'Публикации', links: ['Новости', 'Уведомления', 'Правила и согласие'] },
      { name: 'Контроль', links: ['Комплаенс', 'Закрытие месяцев', 'Журнал аудита'] },
      { name: 'Система', links: ['Настройки', 'Фоновые задачи', 'Ключи API', 'Вебхуки'] },
    ]);
    // Each group is named by its title, for the screen reader's list of groups.
    expect(within(menu).getByRole('group', { name: 'Деньги' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Сверка выплат' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Разделы: Сверка выплат' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an operator only the sections their role may open', async () => {
    setLocation('/admin/members');
    fakeApi().on(adminMeRoute, { operator: buildOperator({ role: 'operator', email: 'operator@example.ru' }) });
    renderScreen(<AdminShell productName="АГЕНТ ПЛЮС">страница</AdminShell>);

    const menu = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    await within(menu).findByRole('group', { name: 'Люди' });
    expect(menuGroups()).toEqual([
      { name: 'Люди', links: ['Участники', 'Проверка документов', 'Споры', 'Структура'] },
      { name: 'Деньги', links: ['Выплаты', 'Реестр выплат', 'Сверка выплат', 'НДФЛ', 'Самозанятые', 'На подтверждении'] },
      { name: 'Мотивация', links: ['Конкурсы', 'Цели дилеров', 'Награды', 'Импорт договоров'] },
      { name: 'Публикации', links: ['Новости', 'Уведомления', 'Правила и согласие'] },
      { name: 'Контроль', links: ['Комплаенс', 'Закрытие месяцев'] },
      { name: 'Система', links: ['Настройки'] },
    ]);
    for (const adminsOnly of [
      'Операторы',
      'Корректировки',
      'Тарифы',
      'Личные цели',
      'Журнал аудита',
      'Фоновые задачи',
      'Ключи API',
      'Вебхуки',
    ])
      expect(within(menu).queryByRole('link', { name: adminsOnly })).toBeNull();
  });

  it('hides the whole company’s sections from an operator limited to dealers (decision 0066)', async () => {
    setLocation('/admin/members');
    fakeApi().on(adminMeRoute, {
      operator: buildOperator({ role: 'operator', email: 'dealer@example.ru', dealers: [{ id: '2', name: 'ИП Голубев А. В.' }] }),
    });
    renderScreen(<AdminShell productName="АГЕНТ ПЛЮС">страница</AdminShell>);

    const menu = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    await within(menu).findByRole('group', { name: 'Люди' });
    expect(within(menu).getByRole('link', { name: 'Участники' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Конкурсы' })).toBeInTheDocument();
    for (const refused of ['Импорт договоров', 'Комплаенс', 'Цели дилеров'])
      expect(within(menu).queryByRole('link', { name: refused })).toBeNull();
  });
});
