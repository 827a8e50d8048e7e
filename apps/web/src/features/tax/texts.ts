// The member's tax profile on /lk (decision 0033). What each regime means comes from the contracts
// (TAX_REGIME_TEXTS), shared with /rules.

export const taxTexts = {
  title: 'Налоги',
  intro:
    'От этого зависит, кто платит налог с ваших выплат. Изменить можно в любой момент: новый выбор действует для следующих заявок.',
  regime: 'Как вы получаете выплаты',
  inn: 'ИНН',
  innHint: '12 цифр. Самозанятому и ИП — обязательно, физическому лицу — по желанию.',
  innFromIdentity: 'ИНН взят из паспортных данных.',
  innInvalid: 'ИНН физического лица — 12 цифр с верными контрольными цифрами',
  innRequired: 'Самозанятому и ИП нужен ИНН',
  residency: 'Налоговое резидентство',
  resident: 'Резидент РФ',
  nonResident: 'Нерезидент',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Налоговый профиль сохранён',
  saveFailed: 'Не удалось сохранить. Проверьте поля и повторите попытку.',
  loadError: 'Не удалось загрузить налоговый профиль',
  /** A change while withdrawal orders are open (decision 0042): the member chooses what becomes of them. */
  openOrdersTitle: 'Что сделать с заявками в обработке?',
  openOrdersWait: 'Дождаться выплаты по прежнему режиму',
  openOrdersCancel: 'Отменить заявки и вернуть баллы',
  openOrdersBack: 'Не менять профиль',
} as const;
