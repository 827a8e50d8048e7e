// Every Russian text of the back office (/admin). The cabinet's are in messages.ts.
import { countRu, type ApprovalKind, type OperatorRole } from '@cabinet/contracts/client';
import { ordersTexts } from './messages/orders';

export const adminTitles = {
  suffix: 'Бэк-офис',
  login: 'Вход в бэк-офис',
  setup: 'Настройка входа',
  dashboard: 'Обзор',
  operators: 'Операторы',
  audit: 'Журнал аудита',
  settings: 'Настройки программы',
  members: 'Участники',
  member: 'Карточка участника',
  newMember: 'Новый участник',
  adjustments: 'Корректировки баланса',
  tax: 'НДФЛ',
} as const;

export const adminShell = {
  backOffice: 'бэк-офис',
  navLabel: 'Разделы бэк-офиса',
  /** The menu's button on a phone, with the section open now. */
  menuButton: (section: string | null) => (section ? `Разделы: ${section}` : 'Разделы'),
  signOut: 'Выйти',
  account: 'Вход и пароль',
  signedInAs: (email: string, role: string) => `${email} · ${role}`,
  skipToContent: 'Перейти к содержанию',
  loadError: 'Не удалось загрузить данные оператора.',
} as const;

export const roleText: Record<OperatorRole, string> = { operator: 'Оператор', admin: 'Администратор' };

export const adminCommon = {
  retry: 'Повторить',
  cancel: 'Отмена',
  close: 'Закрыть',
  save: 'Сохранить',
  saved: 'Сохранено',
  search: 'Найти',
  reset: 'Сбросить',
  exportCsv: 'Выгрузить CSV',
  exporting: 'Готовим файл…',
  exportFailed: 'Не удалось выгрузить файл. Повторите попытку.',
  loading: 'Загрузка…',
  empty: 'Ничего не найдено.',
  previous: 'Назад',
  next: 'Дальше',
  shown: (from: number, to: number, total: number) => (total === 0 ? 'Ничего не найдено' : `Показано ${from}–${to} из ${total}`),
  paging: 'Страницы',
  unexpected: 'Неожиданная ошибка сервера, повторите попытку позднее',
  adminsOnly: 'Раздел только для администраторов',
  adminsOnlyText: 'Ваша роль — оператор. Если этот раздел нужен вам для работы, обратитесь к администратору программы.',
  amountRangeInverted: 'Сумма «до» меньше суммы «от»',
  dateRangeInverted: 'Дата «по» раньше даты «с»',
  yes: 'Да',
  no: 'Нет',
  dash: '—',
} as const;

export const adminSignIn = {
  heading: 'Вход в бэк-офис',
  intro: 'Для операторов и администраторов программы.',
  email: 'E-mail',
  password: 'Пароль',
  code: 'Код из приложения-аутентификатора',
  codeHint: '6 цифр из Google Authenticator, Яндекс Ключа или другого приложения.',
  submit: 'Войти',
  submitCode: 'Подтвердить',
  back: 'Другая учётная запись',
  emailRequired: 'Введите e-mail',
  passwordRequired: 'Введите пароль',
  codeFormat: 'Код — 6 цифр из приложения-аутентификатора',
  codeTimedOut: 'Код не введён за 5 минут: войдите ещё раз',
} as const;

export const adminSetup = {
  heading: 'Настройка входа',
  passwordHeading: 'Смена пароля',
  passwordIntro: 'Пароль, выданный при создании учётной записи, временный. Придумайте свой: не короче 12 символов.',
  currentPassword: 'Временный пароль',
  currentPasswordAgain: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Новый пароль ещё раз',
  mismatch: 'Пароли не совпадают',
  savePassword: 'Сохранить пароль',
  passwordSaved: 'Пароль изменён. Другие сеансы этой учётной записи завершены.',
  totpHeading: 'Приложение-аутентификатор',
  totpIntro:
    'Администраторам второй шаг входа обязателен. Отсканируйте QR-код приложением-аутентификатором или введите секрет вручную, затем введите код из приложения.',
  totpOptionalIntro: 'Второй шаг входа защитит учётную запись, даже если пароль узнает кто-то другой.',
  totpStart: 'Подключить приложение',
  qrAlt: 'QR-код для приложения-аутентификатора',
  secret: 'Секрет для ввода вручную',
  code: 'Код из приложения',
  confirm: 'Подтвердить',
  totpDone: 'Приложение-аутентификатор подключено.',
  done: 'Всё готово',
  goOn: 'Перейти в бэк-офис',
  changePasswordLink: 'Сменить пароль',
} as const;

export const adminOperators = {
  heading: 'Операторы',
  createHeading: 'Новый оператор',
  email: 'E-mail',
  displayName: 'Имя',
  role: 'Роль',
  create: 'Создать',
  created: (email: string) => `Оператор ${email} создан`,
  oneTimeTitle: 'Временный пароль',
  oneTimeText: (email: string) =>
    `Передайте пароль оператору ${email} надёжным способом. Он показан один раз; при первом входе его нужно сменить.`,
  copy: 'Копировать',
  copied: 'Скопировано',
  columns: { email: 'E-mail', name: 'Имя', role: 'Роль', totp: '2FA', state: 'Состояние', actions: 'Действия' },
  active: 'Активен',
  disabled: 'Отключён',
  lockedUntil: (time: string) => `Вход заблокирован до ${time}`,
  mustChange: 'Ждёт смены пароля',
  totpOn: 'Включена',
  totpOff: 'Нет',
  you: 'это вы',
  makeAdmin: 'Сделать администратором',
  makeOperator: 'Сделать оператором',
  disable: 'Отключить',
  enable: 'Включить',
  resetPassword: 'Новый пароль',
  resetTotp: 'Сбросить 2FA',
  confirmDisable: (email: string) => `Отключить ${email}? Все его сеансы завершатся сразу.`,
  confirmResetPassword: (email: string) => `Выдать ${email} новый временный пароль? Его сеансы завершатся.`,
  confirmResetTotp: (email: string) => `Сбросить приложение-аутентификатор ${email}? Он подключит новое при следующем входе.`,
  loadError: 'Не удалось загрузить операторов.',
  actionFailed: 'Не удалось выполнить действие.',
} as const;

export const adminAudit = {
  heading: 'Журнал аудита',
  intro: 'Все действия операторов: кто, когда, что, с кем, до и после, откуда. Записи нельзя изменить или удалить.',
  operator: 'Оператор',
  anyOperator: 'Все операторы',
  member: 'Участник (телефон или имя)',
  memberHint: 'Телефон в любом виде или часть имени',
  action: 'Действие',
  anyAction: 'Все действия',
  dateFrom: 'С даты',
  dateTo: 'По дату',
  columns: {
    at: 'Когда (МСК)',
    who: 'Кто',
    action: 'Действие',
    member: 'Участник',
    object: 'Объект',
    change: 'Изменения',
    ip: 'Адрес',
  },
  before: 'до',
  after: 'после',
  loadError: 'Не удалось загрузить журнал.',
  empty: 'Записей с такими условиями нет.',
} as const;

export const adminSettings = {
  heading: 'Настройки программы',
  threshold: 'Порог подтверждения выплаты, б.',
  thresholdHint: 'Выплату на эту сумму и больше подтверждает второй оператор.',
  holdDays: 'Удержание начислений, дней',
  holdDaysHint:
    'Столько дней начисление за договор ждёт подтверждения, прежде чем его можно вывести; 0 — без удержания. Импорт может задать срок для тарифа колонкой «Удержание, дней».',
  days: (n: number) => countRu(n, ['день', 'дня', 'дней']),
  readOnly: 'Менять настройки может администратор.',
  loadError: 'Не удалось загрузить настройки.',
} as const;

export const adminDashboard = {
  heading: 'Обзор',
  intro: (month: string) => `Программа за ${month} и за год.`,
  accrued: 'Начислено за месяц',
  paid: 'Выплачено за месяц',
  queue: 'Заявки ждут выплаты',
  queueDetail: (amount: string, age: string | null) => (age ? `на ${amount}, самая старая — ${age}` : `на ${amount}`),
  noQueue: 'Очередь пуста',
  contracts: 'Договоров за месяц',
  activeMembers: 'Участников заходили в этом месяце',
  disputes: 'Споры ждут решения',
  disputesLate: (late: number) => `просрочено: ${late}`,
  disputesOnTime: 'все в срок',
  approvals: 'Ждут второго администратора',
  approvalsNone: 'ничего не ждёт',
  approvalsOpen: 'Открыть «На подтверждении»',
  monthsHeading: 'По месяцам',
  monthsCaption: 'Начислено и выплачено по месяцам',
  month: 'Месяц',
  accruedColumn: 'Начислено',
  paidColumn: 'Выплачено',
  loadError: 'Не удалось загрузить обзор.',
  ageDays: (days: number) => `${days} дн. назад`,
  ageHours: (hours: number) => `${hours} ч назад`,
  ageMinutes: 'только что',
} as const;

/** The member card's employment with the company (decision 0051). */
export const adminEmployment = {
  heading: 'Работа в компании',
  intro:
    'Пока участник работает в компании по трудовому договору и два года после увольнения, ему платят только как ' +
    'физическому лицу, с удержанием НДФЛ: выплаты работодателя не облагаются НПД (п.\u00a08 ч.\u00a02 ст.\u00a06 закона №\u00a0422\u2011ФЗ).',
  none: 'Не записана: участник не работал в компании по трудовому договору.',
  employedNow: 'Работает в компании сейчас: выплаты только как физическому лицу.',
  ended: (endedOn: string, allowedFrom: string, bars: boolean) =>
    bars
      ? `Уволен(а) ${endedOn}. Как самозанятому можно платить с ${allowedFrom}.`
      : `Уволен(а) ${endedOn}. Два года прошли ${allowedFrom}: правило больше не действует.`,
  recorded: (who: string, when: string) => `Записал(а) ${who}, ${when}.`,
  state: 'Трудовой договор',
  states: { ended: 'Расторгнут', employed: 'Действует сейчас' },
  endedOn: 'Дата увольнения',
  endedOnRequired: 'Укажите дату увольнения',
  save: 'Записать',
  saved: 'Записано',
  remove: 'Удалить ошибочную запись',
  removed: 'Запись удалена',
  /** An earlier end or a removal lowers the tax: it waits for a second admin (decision 0060). */
  savedWaits: 'Изменение ждёт подтверждения второго администратора: до тех пор действует прежняя запись.',
  removedWaits: 'Удаление ждёт подтверждения второго администратора: до тех пор действует прежняя запись.',
  loadError: 'Не удалось загрузить запись о работе в компании.',
  failed: 'Не удалось сохранить запись. Попробуйте ещё раз.',
} as const;

/**
 * A request waiting for a second admin at the approvals door (decision 0060), wherever it is shown:
 * «На подтверждении», the member card, the НДФЛ rules; a desk's large payment waits for a second
 * operator of any role.
 */
export const adminApprovals = {
  waiting: (summary: string, checker: 'admin' | 'operator' = 'admin') =>
    `Ждёт подтверждения ${checker === 'operator' ? 'второго оператора' : 'второго администратора'}: ${summary}`,
  askedBy: (who: string, when: string) => `Запросил(а) ${who}, ${when}`,
  yours: 'вы',
  approve: 'Подтвердить',
  reject: 'Отклонить',
  withdraw: 'Отозвать',
  adminDecides: 'Решает администратор',
  approveTitle: (summary: string) => `Подтвердить: ${summary}?`,
  rejectTitle: 'Отклонить запрос?',
  withdrawTitle: 'Отозвать запрос?',
  unchanged: 'Ничего не изменится: действует то, что было до запроса.',
  reason: 'Причина',
  approved: {
    employment: 'Подтверждено: запись о работе в компании изменена.',
    import_hold: 'Подтверждено: импорт применяется, его ход — в «Импорте договоров».',
    tax_settings: 'Подтверждено: новые правила НДФЛ действуют для новых заявок на вывод.',
    target: 'Подтверждено: личные цели заданы.',
    tiers: 'Подтверждено: тарифы месяца изменены.',
    contest_prizes: 'Подтверждено: призы конкурса начислены.',
    dispute_credit: 'Подтверждено: начислено по спору, спор решён.',
    adjustment: 'Подтверждено: корректировка проведена.',
    period_close: 'Подтверждено: месяц закрыт, документы агентов готовятся и появятся в списке.',
    settings: 'Подтверждено: настройка изменена и действует.',
    operator_change: 'Подтверждено: учётная запись изменена.',
    desk_payout: 'Подтверждено: заявка выплачена или передана на выплату её способом.',
  } satisfies Record<ApprovalKind, string>,
  /** What a refusal does besides changing nothing, where it does more (its reason is read by members). */
  refused: {
    contest_prizes: 'Призы не будут начислены: каждый участник прочтёт причину в уведомлении.',
    desk_payout: 'Выплата не будет проведена: заявка останется в обработке, её можно выплатить снова или отклонить.',
  } as Partial<Record<ApprovalKind, string>>,
  /** …and how it went. */
  refusedDone: {
    contest_prizes: 'Призы не начислены: участники прочтут причину.',
    desk_payout: 'Выплата не проведена: заявка в обработке.',
  } as Partial<Record<ApprovalKind, string>>,
  rejected: 'Запрос отклонён: ничего не изменилось.',
  withdrawn: 'Запрос отозван: ничего не изменилось.',
  failed: 'Не удалось выполнить действие. Повторите попытку.',
} as const;

export const adminMembers = {
  heading: 'Участники',
  /** Where an order went, in the member card's «Куда»: in the words the member's own list uses. */
  orderToCard: ordersTexts.card,
  orderToAccount: ordersTexts.account,
  intro: 'Поиск по телефону в любом виде, имени, ИНН или номеру договора.',
  query: 'Телефон, имя, ИНН или номер договора',
  status: 'Статус',
  anyStatus: 'Все',
  add: 'Добавить участника',
  loadError: 'Не удалось загрузить участников.',
  empty: 'Никого не нашли. Проверьте запрос.',
  columns: {
    name: 'Участник',
    phone: 'Телефон',
    status: 'Статус',
    available: 'Доступно',
    identity: 'Документ',
    contracts: 'Договоров',
    since: 'В программе с',
  },
  noName: 'Без имени',
  noDocument: 'Не заполнен',
  // The card.
  cardLoadError: 'Не удалось загрузить карточку участника.',
  back: '← К списку участников',
  profile: 'Профиль',
  balances: 'Баланс',
  available: 'Доступно',
  frozen: 'Заморожено',
  debt: 'Долг',
  /** Rewards under the quality hold (decision 0053). */
  held: 'Ожидает подтверждения',
  heldUntil: (date: string) => `Ожидает подтверждения, доступно с ${date}`,
  identity: 'Паспортные данные',
  identityComment: 'Комментарий оператора',
  identityReview: 'Открыть проверку документа',
  inn: 'ИНН',
  history: 'Последние операции',
  orders: 'Заявки на вывод',
  contracts: 'Договоры',
  sessions: 'Открытые сеансы',
  noHistory: 'Операций ещё нет.',
  noOrders: 'Заявок нет.',
  noContracts: 'Договоров нет.',
  noSessions: 'Открытых сеансов нет.',
  sessionSince: (since: string, last: string) => `Вход ${since}, последнее обновление ${last}`,
  fields: {
    phone: 'Телефон',
    city: 'Город',
    email: 'E-mail',
    employer: 'Работодатель',
    jobPost: 'Должность',
    since: 'В программе с',
    phoneVerified: 'Вход по SMS',
  },
  verified: 'Выполнялся',
  notVerified: 'Ещё не входил',
  blockedSince: (at: string, reason: string) => `Заблокирован ${at}: ${reason}`,
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blockTitle: 'Заблокировать участника?',
  blockText: 'Вход в кабинет закроется, открытые сеансы завершатся сразу. Заявки на вывод в обработке останутся в очереди.',
  unblockTitle: 'Разблокировать участника?',
  unblockText: 'Участник снова сможет входить по SMS-коду.',
  reason: 'Причина',
  blocked: 'Участник заблокирован.',
  unblocked: 'Участник разблокирован.',
  actionFailed: 'Не удалось выполнить действие. Повторите попытку.',
  // A new member.
  newIntro: 'Участник входит в кабинет по SMS-коду на этот номер.',
  phone: 'Телефон',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  create: 'Добавить',
  // An adjustment.
  adjustHeading: 'Корректировка баланса',
  adjustIntro: 'Проводится после подтверждения другим администратором.',
  amount: 'Сумма, б. (со знаком «−» для списания)',
  adjustReason: 'Причина (видна в журнале аудита)',
  propose: 'Предложить корректировку',
  proposed: 'Корректировка ждёт подтверждения другим администратором.',
} as const;

export const adminAdjustments = {
  heading: 'Корректировки баланса',
  intro:
    'Корректировку, предложенную одним администратором, подтверждает или отклоняет другой — при любой сумме; ' +
    'автор может только отозвать свою. Они же — в «На подтверждении».',
  tabs: { pending: 'Ждут подтверждения', applied: 'Проведены', rejected: 'Отклонены' },
  loadError: 'Не удалось загрузить корректировки.',
  empty: 'Корректировок нет.',
  columns: {
    member: 'Участник',
    amount: 'Сумма',
    reason: 'Причина',
    requested: 'Предложил',
    decided: 'Решение',
    actions: 'Действия',
  },
} as const;

/** The payout provider's balance on /admin and /admin/reconciliation (decision 0031). */
export const adminPayoutBalance = {
  label: 'Баланс выплат',
  unknown: 'ещё не получён',
  checked: (at: string) => `на ${at}`,
  low: (threshold: string) => `Меньше ${threshold}: пополните баланс, иначе выплаты будут отменяться.`,
  notRead: 'Баланс ещё не получён от платёжного сервиса: он запрашивается каждые 15 минут.',
} as const;

/** Sign-in codes by Telegram and SMS (decision 0035): the member card, the dashboard, the settings. */
export const adminSignInDelivery = {
  codesHeading: 'Коды входа',
  noCodes: 'Кодов входа ещё не отправляли.',
  codeAt: (at: string, phone: string) => `${at}, на ${phone}`,
  codeState: { used: 'использован', replaced: 'заменён новым', expired: 'истёк', live: 'действует' },
  status: { queued: 'в очереди', sent: 'отправлен', delivered: 'доставлен', failed: 'не доставлен' },
  provider: (provider: string) =>
    ({ smsru: 'SMS.ru', smsc: 'SMSC', smsaero: 'SMS Aero', telegram: 'Telegram', log: 'журнал сервера' })[provider] ?? provider,
  noDelivery: 'не отправлялся',
  codesLoadError: 'Не удалось загрузить коды входа.',
  balancesHeading: 'Баланс SMS',
  balanceDetail: (checked: string) => `на ${checked}`,
  balanceLow: (threshold: string) => `Меньше ${threshold}: пополните счёт, иначе коды входа перестанут уходить`,
  settingsHeading: 'SMS с кодом входа',
  sender: 'Имя отправителя',
  senderHint: 'Согласованное с провайдером и операторами; пустое — имя провайдера по умолчанию.',
  template: 'Текст сообщения',
  templateHint:
    '{code} — код, {product} — название программы. Текст регистрируется у операторов как шаблон. Он только для кода входа: коды подписи документа, принятия правил, карт и счёта для выплат приходят со своим текстом.',
  settingsLoadError: 'Не удалось загрузить настройки SMS.',
} as const;
