import { describe, expect, it } from 'vitest';
import { outsideLinkIn, outsideLinkText } from './message-text.js';

describe('outsideLinkIn', () => {
  it('finds every form a phone or a mail client turns into a link', () => {
    const cases: [string, string][] = [
      ['Заберите приз: https://evil.example/prize', 'https://evil.example/prize'],
      ['Подробнее на http://agentplus.ru.evil.ru/lk.', 'http://agentplus.ru.evil.ru/lk'],
      ['Зайдите на www.example.com сегодня', 'www.example.com'],
      ['Приз ждёт: bit.ly/3abc', 'bit.ly/3abc'],
      ['Ссылка: EVIL.RU/x', 'EVIL.RU/x'],
      ['Сайт пример.рф для вас', 'пример.рф'],
      ['Сервер 10.0.0.1:8080/admin', '10.0.0.1:8080/admin'],
      ['ftp://files.example/a', 'ftp://files.example/a'],
      ['Punycode xn--e1afmkfd.xn--p1ai тоже', 'xn--e1afmkfd.xn--p1ai'],
      ['Адрес (sub.domain.io).', 'sub.domain.io'],
      ['Подробнеетут:https://evil.example/x', 'https://evil.example/x'],
      ['Жмитеhttp://localhost:8080/x', 'http://localhost:8080/x'],
    ];
    for (const [text, link] of cases) expect(outsideLinkIn(text), text).toBe(link);
  });

  it('passes the texts the programme writes: sentences, dates, amounts, cabinet paths, e-mail addresses', () => {
    for (const text of [
      'Начислено 1 500 б. за договор № АД-12. Подробнее — в личном кабинете.',
      'Выплата 15.11.2026 в 14:03, т.е. через 2 дня и т.д.',
      'Адрес: г.Москва, ул.Ленина, д.1',
      'Откройте /news/12 в кабинете',
      'Вопросы — на support@agentplus.ru',
      '{code} — код для входа в {product}. Никому его не сообщайте.',
      'Версия 1.2.3, курс 98.5',
      'АГЕНТ ПЛЮС: Заявка отклонена. Причина: неверные реквизиты.',
    ])
      expect(outsideLinkIn(text), text).toBeNull();
  });

  it('names the address in the refusal', () => {
    expect(outsideLinkText('evil.ru')).toBe(
      'В тексте есть адрес другого сайта (evil.ru): сообщения участникам ведут только на страницы кабинета',
    );
  });
});
