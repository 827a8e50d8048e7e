// The common module of the web app's texts: what every screen shares — the brand, page titles,
// generic errors, the words of shared buttons and form parts. A feature's own words are in its
// texts.ts, a shared component's beside it (docs/web.md «Texts, primitives and tokens»). Texts quoted
// by the specification are verbatim.

export const brand = {
  /** Spec §1 / product §2: the platform's name in capitals (PRODUCT_NAME) with its tagline. */
  defaultName: 'АГЕНТ ПЛЮС',
  tagline: 'платформа для мотивации',
} as const;

export const titles = {
  home: 'Главная',
  login: 'Вход',
  lk: 'Мой профиль',
  selfEmployed: 'Самозанятость',
  payoutCards: 'Способы выплаты',
  statements: 'Выписки и справки',
  news: 'Новости',
  contests: 'Конкурсы',
  team: 'Команда',
  order: 'Мои заявки',
  withdraw: 'Вывод средств',
  balance: 'Мой Баланс',
  disputes: 'Споры',
  disputeLine: 'Оспорить начисление',
  disputeContract: 'Договора нет в начислениях',
  dispute: 'Спор',
  help: 'Помощь',
  notification: 'Уведомления',
  policy: 'Политика конфиденциальности',
  rules: 'Правила программы',
  consent: 'Согласие на обработку персональных данных',
  legalAccept: 'Правила и согласие',
  notFound: 'Страница не найдена',
} as const;

export const errors = {
  generic: 'Неожиданная ошибка сервера, повторите попытку позднее',
  banks: 'Не удалось загрузить список банков',
  withdrawalFailed: 'Не удалось отправить заявку',
  withdrawalError: 'Произошла ошибка при отправке заявки',
  fileFailed: 'Не удалось скачать файл. Повторите попытку.',
} as const;

/**
 * Buttons more than one screen names: the shell's «Выйти», which the rules and the help quote, and the
 * close button of every dialog (components/modal).
 */
export const buttons = {
  exit: 'Выйти',
  close: 'Закрыть',
} as const;

/** The shared form parts (components/field, components/query-state). */
export const forms = {
  optional: 'необязательно',
  retry: 'Повторить',
} as const;

export const validation = {
  dateOutOfRange: 'Дата должна быть между 01.01.1925 и 31.12.2099',
  nameChars: 'Только русские буквы, дефис и пробел',
} as const;
