// The rules and the consent a member accepts (docs/product.md «Правила и согласие»). The withdrawal page's notice
// while a version waits is the withdrawal's (features/withdraw/texts.ts).

export const legalTexts = {
  intro:
    'Правила программы и согласие на обработку персональных данных — отдельные документы. Действующую редакцию каждого нужно принять до следующего вывода баллов; начисления идут как обычно.',
  /** On a document's card, when its earlier version was accepted and this one was published since. */
  newEdition: 'Новая редакция: предыдущую вы уже принимали.',
  allAccepted: 'Действующие редакции приняты. Когда выйдет новая, кабинет напомнит о ней.',
  nothingPublished: 'Принимать пока нечего: действующие документы ещё не опубликованы.',
  version: (n: number, date: string) => `Версия ${n} от ${date}`,
  whatChanged: 'Что изменилось',
  read: { rules: 'Читать правила', pd_consent: 'Читать согласие' },
  accepted: (date: string) => `Принято ${date}`,
  rules: {
    tick: 'Я прочитал(а) правила программы и принимаю их',
    tickFirst: 'Сначала отметьте, что прочитали правила и принимаете их',
    start: 'Получить код',
    note: 'Код придёт в SMS или в Telegram на номер вашей учётной записи: он подтверждает, что правила приняли вы.',
    formLabel: 'Принятие правил программы',
    confirm: 'Принять правила',
    error: 'Не удалось принять правила. Повторите попытку.',
  },
  consent: {
    tick: 'Даю согласие на обработку моих персональных данных на условиях этого текста',
    required: 'Отметьте, что даёте согласие',
    submit: 'Дать согласие',
    error: 'Не удалось сохранить согласие. Повторите попытку.',
  },
  loadError: 'Не удалось загрузить документы. Повторите попытку.',
} as const;
