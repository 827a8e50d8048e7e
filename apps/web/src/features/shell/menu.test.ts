import { describe, expect, it } from 'vitest';
import { isActive, menuItems } from './menu';

describe('menu', () => {
  it('has the routes and titles of product §2', () => {
    expect(menuItems.map((i) => [i.href, i.title])).toEqual([
      ['/', 'Главная'],
      ['/balance', 'Мой Баланс'],
      ['/withdraw', 'Вывод средств'],
      ['/order', 'Мои заявки'],
      ['/news', 'Новости'],
      ['/contests', 'Конкурсы'],
      ['/team', 'Команда'],
      ['/lk', 'Мой профиль'],
      ['/help', 'Помощь'],
      ['/policy', 'Политика конфиденциальности'],
      ['/rules', 'Правила программы'],
    ]);
  });

  it('keeps «Команда» for the members who supervise a team', () => {
    expect(menuItems.filter((i) => i.supervisorsOnly).map((i) => i.href)).toEqual(['/team']);
  });

  it('hides policy and rules in the desktop menu only', () => {
    expect(menuItems.filter((i) => i.desktopHidden).map((i) => i.href)).toEqual(['/policy', '/rules']);
  });

  it('marks the entry of the page and of the pages under it', () => {
    expect(isActive('/order', '/order')).toBe(true);
    expect(isActive('/order', '/order/12')).toBe(true);
    expect(isActive('/order', '/order/')).toBe(true);
    expect(isActive('/order', '/orders')).toBe(false);
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/news')).toBe(false);
  });
});
