// The back office's frame: its top bar, account menu and the menu's button (the menu's items are in nav.ts).

export const adminShell = {
  backOffice: 'бэк-офис',
  navLabel: 'Разделы бэк-офиса',
  /** The menu's button on a phone, with the section open now. */
  menuButton: (section: string | null) => (section ? `Разделы: ${section}` : 'Разделы'),
  signOut: 'Выйти',
  account: 'Вход и пароль',
  signedInAs: (email: string, role: string) => `${email} · ${role}`,
  skipToContent: 'Перейти к содержанию',
} as const;

/**
 * The menu's sections, grouped by an operator's jobs (nav.ts): the people the programme serves, the
 * dealers' teams they work in and those who run it, the money, what motivates the agents, what is published to them, the checks, the
 * system itself and its connections to the company's systems (the partner API's keys, the webhooks).
 */
export const adminNavTexts = {
  groups: {
    people: 'Люди',
    money: 'Деньги',
    motivation: 'Мотивация',
    content: 'Публикации',
    compliance: 'Контроль',
    system: 'Система',
  },
  items: {
    overview: 'Обзор',
    members: 'Участники',
    identity: 'Проверка документов',
    disputes: 'Споры',
    operators: 'Операторы',
    teams: 'Структура',
    withdrawals: 'Выплаты',
    payouts: 'Реестр выплат',
    reconciliation: 'Сверка выплат',
    tax: 'НДФЛ',
    selfEmployed: 'Самозанятые',
    adjustments: 'Корректировки',
    approvals: 'На подтверждении',
    contests: 'Конкурсы',
    tiers: 'Тарифы',
    targets: 'Личные цели',
    targetCascade: 'Цели дилеров',
    badges: 'Награды',
    imports: 'Импорт договоров',
    news: 'Новости',
    notifications: 'Уведомления',
    legal: 'Правила и согласие',
    compliance: 'Комплаенс',
    periods: 'Закрытие месяцев',
    audit: 'Журнал аудита',
    settings: 'Настройки',
    jobs: 'Фоновые задачи',
    partnerKeys: 'Ключи API',
    webhooks: 'Вебхуки',
  },
} as const;
