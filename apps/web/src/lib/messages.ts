// Every Russian text of the web app. Texts quoted by the specification are verbatim: do not edit them.

export const brand = {
  /** Spec §1 / product §2: the platform's name in capitals (PRODUCT_NAME) with its tagline. */
  defaultName: 'АГЕНТ ПЛЮС',
  tagline: 'платформа для мотивации',
} as const;

export const titles = {
  home: 'Главная',
  login: 'Вход',
  lk: 'Мой профиль',
  news: 'Новости',
  order: 'Мои заявки',
  withdraw: 'Вывод средств',
  balance: 'Мой Баланс',
  help: 'Помощь',
  notification: 'Уведомления',
  policy: 'Политика конфиденциальности',
  rules: 'Правила программы',
  notFound: 'Страница не найдена',
} as const;

export const shell = {
  greeting: (firstName: string) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
  exit: 'Выйти',
  exitQuestion: 'Вы действительно хотите выйти из аккаунта?',
  yes: 'Да',
  cancel: 'Отмена',
  close: 'Закрыть',
  mainMenu: 'Главное меню',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  collapseMenu: 'Свернуть меню',
  expandMenu: 'Развернуть меню',
  profileLink: 'Мой профиль',
  notificationsOn: 'Уведомления: есть непрочитанные',
  notificationsOff: 'Уведомления: нет новых',
  balanceLabel: 'Баланс',
  avatarAlt: 'Фото профиля',
  skipToContent: 'Перейти к содержанию',
  notFoundText: 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
  toHome: 'На главную',
} as const;

/** The light layout in which a visitor reads the help, the policy and the rules (lib/public-pages.ts). */
export const publicShell = {
  signIn: 'Войти',
  toSignIn: 'Ко входу в кабинет',
  documentsLabel: 'Помощь и документы программы',
  supportLabel: 'Почта поддержки:',
} as const;

export const balance = {
  currency: 'б.',
  /** The letter on the gold coin icon. */
  coinLetter: 'б',
  frozen: 'заморожено',
  frozenError: '(ошибка загрузки замороженной суммы)',
  loading: 'Загрузка…',
  /** Spec §8: the balance view shows the generic error text passed in. */
  loadError: 'Не удалось загрузить баланс',
  pendingError: 'Не удалось загрузить информацию о замороженных средствах',
} as const;

export const update = {
  title: 'Доступна новая версия',
  text: 'Обновите страницу, чтобы продолжить работу в новой версии кабинета.',
  reload: 'Обновить',
} as const;

export const login = {
  heading: 'Вход в личный кабинет',
  intro: 'Введите номер телефона — мы отправим SMS с кодом для входа.',
  phoneLabel: 'Номер телефона',
  getCode: 'Получить код',
  codeLabel: 'Код из SMS',
  /** The phone is set apart (code-step.tsx keeps it on one line): the sentence around it. */
  codeSentToBefore: 'Код отправлен на номер',
  signIn: 'Войти',
  changePhone: 'Изменить номер',
  /** Followed by the phone the code went to (kept on one line). */
  backToCode: 'Ввести код, отправленный на',
  resend: 'Отправить код ещё раз',
  resendIn: (time: string) => `Отправить код ещё раз можно через ${time}`,
  retryIn: (time: string) => `Повторить можно через ${time}`,
  captchaWaiting: 'Подождите, идёт проверка, что вы не робот…',
  sending: 'Отправляем…',
  signingIn: 'Входим…',
  /** Spec §8, verbatim. */
  invalidCaptcha: 'Не прошла проверка капчи',
  invalidPhone: 'Некорректный формат номера телефона',
  unexpected: 'Неожиданная ошибка сервера, повторите попытку позднее',
  codeRequired: 'Введите код из SMS',
  /** Under the form: the way to the sign-in answers of the help, the documents and the support e-mail. */
  noSms: 'Не приходит SMS с кодом?',
  footerLabel: 'Помощь и документы',
  codeFormat: 'Код может содержать только буквы, цифры, дефис и пробел',
} as const;

/**
 * The strings of the captcha widget (ALTCHA), in place of its bundled Russian ones ('Идет
 * проверка...'): «ё» and «…» as everywhere else. Its own error text is never shown (the form shows
 * login.invalidCaptcha once); it says the same should it ever be.
 */
export const captcha = {
  ariaLinkLabel: 'ALTCHA (официальный сайт)',
  cancel: 'Отмена',
  enterCode: 'Введите код',
  enterCodeAria: 'Введите код, который слышите. Нажмите пробел, чтобы прослушать его.',
  enterCodeFromImage: 'Чтобы продолжить, введите код с картинки ниже.',
  error: 'Не прошла проверка капчи',
  expired: 'Срок проверки истёк. Попробуйте ещё раз.',
  footer: 'Защищено ALTCHA',
  getAudioChallenge: 'Прослушать код',
  label: 'Я не робот',
  loading: 'Загрузка…',
  reload: 'Обновить',
  verificationRequired: 'Нужна проверка',
  verified: 'Проверено',
  verify: 'Проверить',
  verifying: 'Идёт проверка…',
  waitAlert: 'Идёт проверка… Пожалуйста, подождите.',
} as const;

export const errors = {
  generic: 'Неожиданная ошибка сервера, повторите попытку позднее',
  banks: 'Не удалось загрузить список банков',
  withdrawalFailed: 'Не удалось отправить заявку',
  withdrawalError: 'Произошла ошибка при отправке заявки',
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

// Issue 5, the money screens (home, balance, orders, withdrawal): one block per feature.
export const homeTexts = {
  loading: 'Загрузка…',
  balanceHeading: 'Баланс',
  available: 'Доступно',
  withdraw: 'Вывести',
  toHistory: 'История операций',
  identityNote: (status: string) => `Вывод откроется после подтверждения паспортных данных. Сейчас статус: «${status}».`,
  identityLink: 'Перейти в профиль',
  monthHeading: (month: string) => `Этот месяц — ${month}`,
  contracts: 'Договоров',
  earned: 'Начислено',
  tier: 'Уровень',
  tierValue: (level: number, reward: string) => `${level}-й · ${reward} за договор`,
  noTier: 'Пока нет',
  // The amount ends with the abbreviation "б.": its point also ends the sentence.
  nextContract: (reward: string) => `Следующий договор принесёт ${reward}`,
  toNextTier: (left: number, contractsWord: string, level: number, reward: string) =>
    `Ещё ${left} ${contractsWord} — и вы на ${level}-м уровне: ${reward} за каждый следующий договор.`,
  topTier: 'Вы на высшем уровне: каждый договор приносит максимальное вознаграждение.',
  progressLabel: 'Прогресс до следующего уровня',
  tiersHeading: 'Уровни месяца',
  tierRange: (min: number, max: number | null) => (max === null ? `${min} и больше` : `${min}–${max}`),
  contractsWords: ['договор', 'договора', 'договоров'] as const,
  plannerError: 'Не удалось загрузить данные о договорах за месяц.',
  notificationsHeading: 'Уведомления',
  notificationsAll: 'Все уведомления',
  notificationsEmpty: 'Уведомлений пока нет.',
  notificationsError: 'Не удалось загрузить уведомления.',
  unread: 'Новое',
  newsHeading: 'Новости',
  newsAll: 'Все новости',
  newsEmpty: 'Новостей пока нет.',
  newsError: 'Не удалось загрузить новости.',
  likes: (n: number) => `Нравится: ${n}`,
} as const;

export const balanceScreenTexts = {
  loading: 'Загрузка…',
  balanceHeading: 'Баланс',
  available: 'Доступно',
  withdraw: 'Вывести',
  history: {
    heading: 'История операций',
    tabsLabel: 'Тип операций',
    tabs: { all: 'Все', accrual: 'Начисления', withdrawal: 'Списания' },
    dateSince: 'С даты',
    dateTo: 'По дату',
    dateOrder: 'Дата начала позже даты окончания',
    search: 'Поиск',
    searchPlaceholder: 'Договор, клиент или заявка',
    reset: 'Сбросить',
    showMore: 'Показать ещё',
    shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    found: (total: number) => `Найдено операций: ${total}`,
    empty: 'Операций не найдено.',
    emptyHint: 'Измените период, тип операций или строку поиска.',
    error: 'Не удалось загрузить историю операций.',
    contractWord: 'Договор',
    order: (id: number) => `Заявка №${id}`,
    export: 'Скачать CSV',
    exporting: 'Готовим файл…',
    exportError: 'Не удалось выгрузить историю. Повторите попытку.',
    exported: (n: number) => `Файл готов: ${n} операций`,
    csvHeader: ['Дата', 'Операция', 'Описание', 'Тип', 'Статус', 'Договор', 'Заявка', 'Сумма, б.'] as const,
    categories: { accrual: 'Начисление', withdrawal: 'Списание', adjustment: 'Корректировка' },
  },
  chart: {
    heading: 'Начисления по месяцам',
    caption: 'Начисления за последние 12 месяцев',
    month: 'Месяц',
    contracts: 'Договоров',
    earned: 'Начислено, б.',
    showTable: 'Показать таблицей',
    hideTable: 'Скрыть таблицу',
    error: 'Не удалось загрузить начисления по месяцам.',
    empty: 'За последние 12 месяцев начислений не было.',
    total: (sum: string) => `Всего за 12 месяцев: ${sum}`,
  },
} as const;

export const ordersTexts = {
  loading: 'Загрузка…',
  tabsLabel: 'Статус заявок',
  tabs: { all: 'Все', active: 'В обработке', paid: 'Выплачено', rejected: 'Отклонено', cancelled: 'Отменено' },
  number: (id: number) => `Заявка №${id}`,
  title: (id: string) => `Заявка №${id}`,
  empty: 'Заявок нет.',
  emptyAll: 'Вы ещё не выводили баллы.',
  newWithdrawal: 'Вывести баллы',
  error: 'Не удалось загрузить заявки.',
  amount: 'Сумма',
  bank: 'Банк',
  phone: 'Телефон СБП',
  created: 'Создана',
  closed: 'Закрыта',
  timeline: 'История статусов',
  created_event: 'Заявка создана',
  comment: 'Комментарий оператора',
  cancel: 'Отменить заявку',
  cancelQuestion: 'Отменить заявку?',
  cancelText: (amount: string) => `Сумма ${amount} вернётся на баланс, заявка не будет выплачена.`,
  cancelYes: 'Да, отменить',
  cancelNo: 'Не отменять',
  cancelled: 'Заявка отменена, баллы вернулись на баланс.',
  cancelError: 'Не удалось отменить заявку. Повторите попытку.',
  notFound: 'Заявка не найдена',
  notFoundText: 'Такой заявки нет или она принадлежит другому участнику.',
  back: 'Все заявки',
} as const;

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

/** /lk Мой профиль: sections, fields, consent (152-ФЗ), scans and save results. */
export const profileTexts = {
  loadError: 'Не удалось загрузить профиль',
  passportLoadError: 'Не удалось загрузить паспортные данные',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Изменения сохранены',
  saveFailed: 'Не удалось сохранить изменения. Проверьте поля и повторите попытку.',
  sections: {
    personal: 'Личные данные',
    work: 'Место работы',
    account: 'Учётная запись',
    avatar: 'Аватар',
    passport: 'Паспортные данные',
  },
  fields: {
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    cityName: 'Город',
    Employer: 'Работодатель',
    Department: 'Отдел',
    JobPost: 'Должность',
    DcAddress: 'Адрес офиса продаж',
    DcNumber: 'Номер офиса продаж',
    DcDivision: 'Подразделение',
    Description: 'О себе',
    email: 'Электронная почта',
    userName: 'Имя пользователя',
    phone: 'Телефон',
    gender: 'Пол',
    passportType: 'Вид документа',
    passportCountry: 'Страна выдачи',
    serial: 'Серия',
    number: 'Номер',
    issuedAt: 'Дата выдачи',
    validTo: 'Действителен до',
    dateOfBirth: 'Дата рождения',
    registrationAddress: 'Адрес регистрации',
    registrationIssuedAt: 'Дата регистрации',
    registrationExpiresAt: 'Регистрация действует до',
    inn: 'ИНН',
  },
  choose: 'Выберите',
  phoneHint: 'Телефон — ваш логин, его меняет куратор программы',
  userNameHint: 'Латинские буквы, цифры и знаки «.», «_», «-»',
  workIntro: 'Где вы работаете: так куратору проще связаться с вами и начислить баллы за договоры.',
  avatar: {
    intro: 'Квадратное фото JPEG, PNG или WebP до 5 МБ. Мы обрежем его по центру.',
    choose: 'Выбрать фото',
    change: 'Заменить фото',
    upload: 'Сохранить фото',
    cancel: 'Отмена',
    current: 'Ваше фото',
    preview: 'Так будет выглядеть фото',
    uploading: (percent: number) => `Загружаем фото: ${percent}%`,
    saved: 'Фото обновлено',
    failed: 'Не удалось загрузить фото. Попробуйте другой файл.',
    wrongType: 'Выберите изображение JPEG, PNG или WebP',
    tooLarge: 'Файл больше 5 МБ',
    unreadable: 'Не удалось прочитать изображение',
  },
  passport: {
    intro: 'Нужны для вывода средств: куратор сверяет их со сканами и подтверждает.',
    status: 'Статус проверки',
    comment: 'Комментарий куратора',
    rfHint: 'Для паспорта РФ страна — Россия',
    conflict: 'Данные уже изменились в другом окне. Мы загрузили актуальную версию — проверьте поля и сохраните ещё раз.',
    savedForReview: 'Паспортные данные сохранены и отправлены на проверку',
    // Issue 13: a save that changes nothing sends nothing, and must not say it did.
    unchanged: 'Изменений нет — отправлять на проверку нечего',
    confirmedHint:
      'Данные подтверждены. Их изменение отправит документ на повторную проверку; более чёткое фото того же документа статус не меняет.',
    reviewTitle: 'Отправить изменения на проверку?',
    reviewText: (days: number) =>
      `Паспортные данные сейчас подтверждены. После изменения они снова получат статус «На рассмотрении», и вывод средств будет недоступен, пока куратор их не проверит (как правило, в течение ${days} рабочих дней).`,
    reviewConfirm: 'Отправить на проверку',
    cancel: 'Отмена',
  },
  consent: {
    label:
      'Я даю согласие на обработку моих персональных данных в соответствии с Федеральным законом № 152-ФЗ «О персональных данных» на условиях',
    policyLink: 'Политики конфиденциальности',
    required: 'Необходимо согласие на обработку персональных данных',
    given: (date: string) => `Согласие на обработку персональных данных дано ${date}`,
    withdraw: 'Отозвать согласие',
    withdrawTitle: 'Отозвать согласие на обработку персональных данных?',
    withdrawText:
      'Паспортные данные, ИНН и сканы документов будут удалены сразу и без возможности восстановления. Вывод средств станет недоступен: чтобы снова выводить баллы, нужно будет заново дать согласие, заполнить паспортные данные, загрузить сканы и дождаться проверки. Начисленные баллы сохранятся.',
    withdrawConfirm: 'Отозвать и удалить данные',
    cancel: 'Отмена',
    withdrawn: 'Согласие отозвано, паспортные данные и сканы удалены',
    withdrawFailed: 'Не удалось отозвать согласие. Повторите попытку.',
  },
  scans: {
    title: 'Сканы документов',
    intro: 'JPEG, PNG или PDF до 10 МБ. Загруженный скан можно заменить.',
    confirmedIntro: 'Более чёткое фото того же документа статус «Подтверждено» не меняет: новый скан посмотрит куратор.',
    labels: { pasportScan: 'Скан паспорта', adressScan: 'Скан регистрации', innScan: 'Скан ИНН' },
    upload: 'Загрузить',
    replace: 'Заменить',
    empty: 'Не загружен',
    open: 'Открыть файл',
    pdf: 'PDF-документ',
    uploading: (percent: number) => `Загрузка: ${percent}%`,
    uploaded: (label: string) => `${label}: файл загружен`,
    uploadedForReview: (label: string) => `${label}: файл загружен и отправлен на проверку`,
    uploadedKept: (label: string) =>
      `${label}: файл загружен. Данные не менялись — статус «Подтверждено» сохранён, куратор посмотрит новый скан`,
    failed: 'Не удалось загрузить файл. Повторите попытку.',
    wrongType: 'Выберите файл JPEG, PNG или PDF',
    tooLarge: 'Файл больше 10 МБ',
  },
} as const;

export const newsTexts = {
  categoriesLabel: 'Категории новостей',
  allCategories: 'Все',
  sortLabel: 'Сортировка',
  sortDateDesc: 'Сначала новые',
  sortDateAsc: 'Сначала старые',
  sortLikesDesc: 'Сначала популярные',
  sortLikesAsc: 'Сначала менее популярные',
  loading: 'Загружаем новости…',
  loadingItem: 'Загружаем новость…',
  loadError: 'Не удалось загрузить новости',
  itemLoadError: 'Не удалось загрузить новость',
  empty: 'Новостей пока нет',
  emptyCategory: 'В этой категории пока нет новостей',
  emptyHint: 'Загляните сюда позже: мы публикуем новости программы, продуктов и обучения.',
  showMore: 'Показать ещё',
  loadingMore: 'Загружаем…',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  readMore: 'Читать',
  back: 'Ко всем новостям',
  notFound: 'Новость не найдена',
  notFoundText: 'Возможно, её сняли с публикации или в адресе ошибка.',
  published: 'Опубликовано',
  category: 'Категория',
  /** The like button's accessible name carries the count (aria-pressed tells whether it is set). */
  likeName: (count: number) => `Нравится: ${count}`,
  likeFailed: 'Не удалось поставить отметку «Нравится». Попробуйте ещё раз.',
  unlikeFailed: 'Не удалось убрать отметку «Нравится». Попробуйте ещё раз.',
  dismiss: 'Скрыть сообщение',
} as const;

export const notificationTexts = {
  filterLabel: 'Какие уведомления показать',
  all: 'Все',
  unread: 'Непрочитанные',
  loading: 'Загружаем уведомления…',
  loadError: 'Не удалось загрузить уведомления',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся сообщения о начислениях, заявках и проверке документов.',
  emptyUnread: 'Непрочитанных уведомлений нет',
  emptyUnreadHint: 'Вы всё прочитали. Все уведомления — во вкладке «Все».',
  showMore: 'Показать ещё',
  loadingMore: 'Загружаем…',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  /** Said on the page: what counts as read. */
  seenHint: 'Уведомление отмечается прочитанным, когда вы увидите его на экране.',
  markAll: 'Отметить все прочитанными',
  marking: 'Отмечаем…',
  markedAll: 'Все уведомления отмечены прочитанными',
  markFailed: 'Не удалось отметить уведомления прочитанными. Попробуйте ещё раз.',
  newBadge: 'Новое',
  open: 'Подробнее',
  categories: {
    accrual: 'Начисление',
    withdrawal: 'Вывод средств',
    identity: 'Документы',
    news: 'Новости',
    system: 'Кабинет',
  },
} as const;
