// The withdrawal. Texts quoted by the specification are verbatim.

export const withdrawTexts = {
  loading: 'Загрузка…',
  available: 'Доступно к выводу',
  frozen: 'Заморожено',
  frozenHint: 'Сумма заявок в обработке',
  bank: 'Банк',
  bankSearch: 'Найти банк',
  bankSearchPlaceholder: 'Название банка',
  bankNone: 'Банк не найден',
  bankRequired: 'Выберите банк',
  bankSelected: (name: string) => `Выбран банк: ${name}`,
  banksFound: (n: number) => `Найдено банков: ${n}`,
  phone: 'Телефон для СБП',
  phoneHint: 'Номер, к которому в банке привязан СБП',
  phoneInvalid: 'Некорректный формат номера телефона',
  amount: 'Сумма, б.',
  // The amount ends with the abbreviation 'б.': no second point after it. No-break spaces keep
  // '1 б.' and '1 ₽' whole.
  amountHint: (min: string) => `Минимум ${min} (1\u00a0б. = 1\u00a0₽)`,
  allAmount: 'Вся сумма',
  amountRequired: 'Укажите сумму',
  amountFormat: 'Укажите сумму числом, не больше двух знаков после запятой',
  amountMin: (min: string) => `Минимальная сумма вывода — ${min}`,
  amountMax: (max: string) => `Не больше доступного: ${max}`,
  next: 'Продолжить',
  confirmHeading: 'Проверьте заявку',
  confirm: 'Подтвердить вывод',
  sending: 'Отправляем…',
  edit: 'Изменить',
  successHeading: 'Заявка создана',
  successText: (amount: string) =>
    `Сумма ${amount} заморожена до выплаты. Статус заявки можно отслеживать в разделе «Мои заявки».`,
  openOrder: (id: number) => `Открыть заявку №${id}`,
  another: 'Новая заявка',
  identityHeading: 'Нужно подтвердить паспортные данные',
  identityText: (status: string) =>
    `Вывод доступен после подтверждения паспортных данных. Сейчас статус: «${status}». Заполните данные в профиле и дождитесь проверки.`,
  identityLink: 'Перейти в профиль',
  identityError: 'Не удалось проверить статус паспортных данных.',
  accountError: 'Не удалось загрузить номер телефона профиля.',
  nothing: 'На балансе пока нет баллов для вывода.',
} as const;
