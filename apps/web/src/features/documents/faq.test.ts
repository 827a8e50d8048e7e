import { describe, expect, it } from 'vitest';
import { blockLinks, blockTexts, plainText } from '@/features/documents/document';
import { policyText } from '@/features/documents/policy-text';
import { PAYOUT_WORKING_DAYS, withinWorkingDays } from '@/features/documents/programme';
import { rulesText } from '@/features/documents/rules-text';
import { resolvesIn } from '@/features/documents/document';
import { faqItems, faqProblems, faqSections, helpTexts } from './faq';

const context = { productName: 'АГЕНТ ПЛЮС', supportEmail: 'help@example.ru' };
const sections = faqSections(context);
const items = faqItems(sections);
const answers = (id: string) =>
  items
    .find((item) => item.id === id)!
    .answer.flatMap(blockTexts)
    .join(' ')
    .replaceAll('\u00a0', ' ');

describe('help', () => {
  it('has the topics of the brief, in order', () => {
    expect(sections.map((s) => s.title)).toEqual([
      'Баллы и начисления',
      'Уровни',
      'Вывод средств и сроки',
      'Проверка паспортных данных',
      'Налоги',
      'Вход и безопасность',
      'Профиль',
    ]);
  });

  it('has 15 to 25 questions, none empty, every anchor once', () => {
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.length).toBeLessThanOrEqual(25);
    expect(faqProblems(sections)).toEqual([]);
  });

  it('finds broken entries', () => {
    expect(
      faqProblems([
        { id: 'a', title: 'А', items: [{ id: 'a', question: ' ', answer: [] }] },
        { id: 'b', title: 'Б', items: [] },
      ]),
    ).toEqual(['repeated anchor "a"', 'question "a" is empty', 'question "a": no text', 'section "b" has no questions']);
  });

  it('reads cleanly: no doubled full stops or stray spaces', () => {
    for (const item of items) expect(answers(item.id), item.id).not.toMatch(/\.\.|\s[,.;]|\s{2}|\{n\}|undefined/);
  });

  it('asks questions as questions', () => {
    for (const item of items) expect(item.question).toMatch(/[?]$|^Не приходит/);
  });

  it('links to sections that exist in the rules and the policy', () => {
    const rules = rulesText(context);
    const policy = policyText(context);
    const hrefs = [...items.flatMap((i) => i.answer.flatMap(blockLinks)), ...helpTexts(context).documents].map((l) => l.href);
    const on = (page: string) => hrefs.filter((h) => h.split('#')[0] === page);
    for (const href of on('/rules')) expect(resolvesIn(href, '/rules', rules), href).toBe(true);
    for (const href of on('/policy')) expect(resolvesIn(href, '/policy', policy), href).toBe(true);
    expect(hrefs).toContain('/rules#tiers');
  });

  it('quotes the same tiers and payout time as the rules', () => {
    expect(answers('tiers-how')).toContain('1-й уровень: договоры 1–4 в месяце — по 500 б. за договор');
    expect(answers('tiers-how')).toContain('3-й уровень: договоры 10 и далее в месяце — по 1 000 б. за договор');
    expect(answers('tiers-retro')).toContain('4 × 500 б. + 5 × 700 б. + 3 × 1 000 б. = 8 500 б.');
    expect(answers('withdraw-time')).toContain(withinWorkingDays(PAYOUT_WORKING_DAYS));
    expect(answers('withdraw-limits')).toContain('Не меньше 100 б.');
  });

  it('explains the sign-in limits of the API', () => {
    expect(answers('sign-in-how')).toContain('(6 цифр). Код действует 5 минут, ввести его можно не больше 5 раз');
    expect(answers('sign-in-sms')).toContain('через 60 секунд, но не больше 5 раз в час');
  });

  it('shows the configured support address as the contact line', () => {
    const texts = helpTexts(context);
    expect(plainText(texts.contactLine)).toBe('Почта поддержки: help@example.ru');
    expect(texts.contactLine).toContainEqual({ text: 'help@example.ru', href: 'mailto:help@example.ru' });
    expect(texts.documents.map((d) => d.href)).toEqual(['/rules', '/policy']);
    expect(plainText(texts.intro)).toContain('«АГЕНТ ПЛЮС»');
  });
});
