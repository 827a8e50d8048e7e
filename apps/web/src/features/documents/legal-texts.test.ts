import { describe, expect, it } from 'vitest';
import {
  IDENTITY_RETENTION_DAYS_AFTER_BLOCKING,
  IDENTITY_STATUS_TEXT,
  MIN_WITHDRAWAL_POINTS,
  pluralRu,
  PD_CONSENT_VERSION,
  formatPoints,
  orderStatusText,
} from '@cabinet/contracts';
import { blockLinks, blockTexts, documentProblems, tableOfContents, type LegalDocumentText } from './document';
import { consentText } from './consent-text';
import { policyText } from './policy-text';
import { DEFAULT_REWARD_TIERS, PAYOUT_WORKING_DAYS, withinWorkingDays } from './programme';
import { TIER_TABLE_CAPTION, TIER_TABLE_HEAD, rulesText } from './rules-text';

const context = { productName: 'АГЕНТ ПЛЮС', supportEmail: 'help@example.ru' };
const documents: [string, LegalDocumentText][] = [
  ['policy', policyText(context)],
  ['rules', rulesText(context)],
  ['consent', consentText(context)],
];

/** The whole text of a document, without the NBSPs of numbers. */
function words(doc: LegalDocumentText): string {
  return [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)].flatMap(blockTexts).join('\n').replaceAll('\u00a0', ' ');
}

function section(doc: LegalDocumentText, id: string) {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

describe.each(documents)('the %s', (_, doc) => {
  it('has no broken part: unique anchors, no empty sections or blocks, in-page links that lead somewhere', () => {
    expect(documentProblems(doc)).toEqual([]);
  });

  it('has contents whose anchors are the sections, each once', () => {
    const toc = tableOfContents(doc);
    expect(toc.map((e) => e.href)).toEqual(doc.sections.map((s) => `#${s.id}`));
    expect(new Set(toc.map((e) => e.id)).size).toBe(toc.length);
    expect(toc.every((e, i) => e.label.startsWith(`${i + 1}. `))).toBe(true);
  });

  it('ends with the support contact line, with the configured address as a mailto link', () => {
    const contacts = doc.sections.at(-1)!;
    expect(contacts.id).toBe('contacts');
    const texts = contacts.blocks.flatMap(blockTexts);
    expect(texts).toContain('Почта поддержки: help@example.ru');
    expect(contacts.blocks.flatMap(blockLinks)).toContainEqual({ text: 'help@example.ru', href: 'mailto:help@example.ru' });
  });

  it('names the organiser after the configured product and never leaves a placeholder', () => {
    expect(words(doc)).toContain('Организатор программы «АГЕНТ ПЛЮС»');
    expect(words(policyText({ ...context, productName: 'МОТИВАЦИЯ' }))).not.toContain('АГЕНТ ПЛЮС');
    expect(words(doc)).not.toMatch(/TODO|XXX|\{n\}|undefined|null|NaN/);
    expect(words(doc)).not.toMatch(/\.\.|\s[,.;]|\s{2}/);
  });

  it('links only to pages of the cabinet, its sections and the support address', () => {
    const hrefs = [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)].flatMap(blockLinks).map((l) => l.href);
    for (const href of hrefs)
      expect(href).toMatch(
        /^(#[a-z-]+|\/(balance|withdraw|order|help|policy|rules|lk|lk\/statements|lk\/self-employed|disputes)(#[a-z-]+)?|mailto:help@example\.ru)$/,
      );
  });
});

describe('the rules', () => {
  const rules = rulesText(context);
  const text = words(rules);

  it('cover every part of how the programme works', () => {
    expect(rules.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'participants',
        'points',
        'tiers',
        'accrual',
        'freezing',
        'withdrawal',
        'cancellation',
        'rejection',
        'identity',
        'taxes',
        'changes',
        'disputes',
        'contacts',
      ]),
    );
  });

  it('show the tier table with the programme numbers (written once, in programme.ts)', () => {
    const tierTable = section(rules, 'tiers').blocks.find((b) => b.type === 'table');
    expect(tierTable).toEqual({
      type: 'table',
      caption: TIER_TABLE_CAPTION,
      head: TIER_TABLE_HEAD,
      rows: DEFAULT_REWARD_TIERS.map((tier, i) => [String(i + 1), expect.any(String), formatPoints(tier.reward)]),
    });
    expect(tierTable?.type === 'table' && tierTable.rows.map((r) => r[1])).toEqual(['1–4', '5–9', '10 и далее']);
    expect(text).toContain('за 12 договоров в месяце участник получит 4 × 500 б. + 5 × 700 б. + 3 × 1 000 б. = 8 500 б.');
  });

  it('state the withdrawal rules the API enforces', () => {
    expect(text).toContain(`не меньше ${formatPoints(MIN_WITHDRAWAL_POINTS).replaceAll('\u00a0', ' ')}`);
    expect(text).toContain('не больше доступного баланса, не более двух знаков после запятой');
    expect(text).toContain('Систему быстрых платежей (СБП)');
    expect(text).toContain(`Вывод баллов доступен только при статусе «${IDENTITY_STATUS_TEXT.confirmed}»`);
    expect(text).toContain(`статус «${IDENTITY_STATUS_TEXT.pending}»`);
    for (const status of Object.values(orderStatusText)) expect(text).toContain(`«${status}»`);
    expect(text).toContain('«Отменить заявку»');
    expect(text).toContain('«заморожено»');
    expect(text).toContain(withinWorkingDays(PAYOUT_WORKING_DAYS));
  });

  it('state when identity data goes back for review and when a new scan keeps the confirmation', () => {
    const identity = section(rules, 'identity').blocks.flatMap(blockTexts).join(' ');
    expect(identity).toContain('Изменение паспортных данных отправляет их на повторную проверку');
    expect(identity).toContain('Кабинет предупреждает об этом до отправки');
    expect(identity).toContain(`статус «${IDENTITY_STATUS_TEXT.confirmed}» не отменяет`);
    expect(identity).toContain('Сохранение без изменений ничего не отправляет');
    expect(identity).toContain('отозвать согласие');
  });

  it('describe sign-in as the API does it', () => {
    expect(text).toContain('6-значный код из SMS');
    expect(text).toContain('Код действует 5 минут и допускает 5 попыток ввода');
    expect(text).toContain('через 60 секунд, но не более 5 раз в час');
  });

  it('explain taxes without promising more than the law says', () => {
    const taxes = section(rules, 'taxes').blocks.flatMap(blockTexts).join(' ');
    expect(taxes).toContain('налоговым агентом');
    expect(taxes).toContain('ИНН');
    expect(taxes).toContain('13 %');
  });

  it('say what a member must do in each tax regime and where the statements are', () => {
    const taxes = section(rules, 'taxes').blocks.flatMap(blockTexts).join(' ');
    expect(taxes).toContain('разрешает платёжному сервису регистрировать чеки в «Мой налог»');
    expect(taxes).toContain('сам платит налог на профессиональный доход');
    expect(taxes).toContain('вывод приостанавливается, и участник получает уведомление');
    expect(taxes).toContain('Индивидуальный предприниматель сам платит налог');
    expect(taxes).toContain('«Выписки и справки»');
    expect(taxes).not.toContain('запросить через службу поддержки');
  });
});

describe('the consent to personal-data processing', () => {
  const text = words(consentText(context));

  it('states what ст. 9 of 152-ФЗ asks of a written consent: operator, purpose, data, actions, term and withdrawal', () => {
    expect(consentText(context).sections.map((s) => s.id)).toEqual([
      'operator',
      'purpose',
      'data',
      'actions',
      'term',
      'contacts',
    ]);
    for (const word of ['паспортные данные', 'ИНН', '«Скан паспорта»', 'Отозвать согласие можно', 'до его отзыва'])
      expect(text).toContain(word);
    expect(text).toContain('не является частью других документов');
  });
});

describe('the policy', () => {
  const policy = policyText(context);
  const text = words(policy);

  it('covers what 152-ФЗ asks a policy to say', () => {
    expect(policy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'operator',
        'data',
        'purposes',
        'legal-grounds',
        'localisation',
        'transfer',
        'cookies',
        'retention',
        'rights',
        'requests',
        'security',
        'changes',
        'contacts',
      ]),
    );
    expect(text).toContain('№ 152-ФЗ «О персональных данных»');
    expect(text).toContain('территории Российской Федерации');
    expect(text).toContain('ст. 14–17 Закона');
    expect(text).toContain('Яндекс Метрика');
    expect(text).toContain('cookie сеанса');
    expect(text).toContain('не продаёт персональные данные');
  });

  it('names the consent version the profile asks for', () => {
    expect(text).toContain(`«${PD_CONSENT_VERSION}»`);
  });

  it('lists the identity data and scans the profile collects', () => {
    const data = section(policy, 'data').blocks.flatMap(blockTexts).join(' ');
    for (const word of [
      'паспортные данные',
      'ИНН',
      'адрес регистрации',
      '«Скан паспорта»',
      '«Скан страницы с регистрацией»',
      '«Скан ИНН»',
      'аватар',
    ]) {
      expect(data).toContain(word);
    }
  });

  it("states the retention period of a blocked member's documents that the API's sweep uses: one setting", () => {
    const days = IDENTITY_RETENTION_DAYS_AFTER_BLOCKING;
    expect(text).toContain(`через ${days} ${pluralRu(days, ['день', 'дня', 'дней'])} после блокировки`);
    expect(text).toContain('при отзыве согласия в Кабинете они удаляются сразу');
  });

  it('fills in the numbers of the sections it refers to', () => {
    expect(text).toContain('только если веб-аналитика включена (раздел 10)');
    expect(text).toContain('Участник вправе отозвать согласие (раздел 13)');
    expect(text).toContain('в сроки, указанные в разделе 11');
  });
});
