// /lk/self-employed Самозанятость (decision 0034): the ФНС status, the binding to «Мой налог», the
// yearly limit.

/** Whom the member allows in «Мой налог», in the dative: the provider, or the bank that pays them (decision 0057). */
function whoRegisters(binder: { kind: 'provider' | 'bank'; title: string } | null): string {
  if (binder?.kind === 'bank') return `банку ${binder.title}`;
  return binder ? `платёжному сервису ${binder.title}` : 'платёжному сервису программы';
}

export const selfEmployedTexts = {
  title: 'Самозанятость',
  linkTitle: 'Самозанятость и чеки',
  linkText: 'Статус в ФНС, подключение к «Мой налог», доход за год и выписки.',
  loading: 'Загрузка…',
  error: 'Не удалось загрузить данные о самозанятости.',
  regimeTitle: 'Налоговый режим',
  notSelfEmployed:
    'Сейчас вы получаете выплаты как физическое лицо. Если вы самозанятый, выберите режим «самозанятый» и укажите ИНН в налоговом профиле — тогда здесь появится подключение к «Мой налог».',
  inn: 'ИНН',
  statusTitle: 'Статус в ФНС',
  notChecked: 'Ещё не проверяли.',
  checkedAt: (when: string) => `Проверено ${when}`,
  check: 'Проверить в ФНС',
  checking: 'Проверяем…',
  bindingTitle: 'Подключение к «Мой налог»',
  bindingNone: (binder: { kind: 'provider' | 'bank'; title: string } | null) =>
    `Чтобы выводить баллы как самозанятый, разрешите ${whoRegisters(binder)} регистрировать чеки от вашего имени: чек по каждой выплате появится в «Мой налог» сам.`,
  bind: 'Подключить «Мой налог»',
  binding: 'Отправляем запрос…',
  rebind: 'Отправить запрос снова',
  openMyTax: 'Открыть «Мой налог» и разрешить',
  pendingHint:
    'Откройте запрос в приложении или на сайте «Мой налог» и разрешите регистрацию чеков. Потом вернитесь на эту страницу — статус обновится.',
  refresh: 'Обновить статус',
  noProvider: 'Подключение станет доступно, когда программа начнёт платить через платёжный сервис. Обратитесь к куратору.',
  canWithdraw: 'Вывод доступен.',
  incomeTitle: (year: number) => `Доход за ${year} год`,
  incomeOf: (amount: string, limit: string) => `${amount} из ${limit}`,
  left: (amount: string) => `Ещё можно получить: ${amount}`,
  limitSource: (source: string) => `Лимит: ${source}`,
} as const;
