import { describe, expect, it } from 'vitest';
import { linkInTeamMessage } from './message-links.js';

describe('linkInTeamMessage', () => {
  it('finds an address however it is disguised', () => {
    for (const text of [
      'Все бонусы тут: https://agent-bonus.example/promo',
      'Заходите: WWW.Example.org',
      'Наш чат t.me/agentplus_chat',
      'Подробнее на бонус-агент.рф',
      'Пишите: ivan.petrov собака mail.ru',
      'Пишите на olga@example.ru',
      'Сайт example . com, заходите',
      'Сайт example[.]com',
      'Сайт example (dot) com',
      'Сайт пример точка рф',
      'Сайт exаmple.сом', // Cyrillic «а», «с», «о», «м»
      'Сайт example\u200B.com',
      'Сайт example。com',
      'Сайт ｅｘａｍｐｌｅ．ｃｏｍ',
      'Чат: t. me/agents',
      'Сервер 10.0.0.1/admin',
    ])
      expect(linkInTeamMessage(text), text).not.toBeNull();
  });

  it('passes what a supervisor writes to the team', () => {
    for (const text of [
      'Коллеги, до конца месяца 5 дней. Молодцы.Так держать!',
      'План — 3.5 договора в день, т.е. 20 за неделю, и т.д.',
      'Встреча в 10.30 в офисе на ул.Ленина, д.1, г.Москва',
      'Вопросы — звоните мне, @Ольга',
      'Точка продаж на Тверской открыта до 21:00. Итоги.Ру пришлю завтра',
      'Договор № АД-2026-000123 оформлен верно',
    ])
      expect(linkInTeamMessage(text), text).toBeNull();
  });
});
