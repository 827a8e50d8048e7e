// The back office's common texts: page titles, roles, the words every list and dialog shares, and
// those of the parts several screens show — a request at the approvals door, the payout provider's
// balance, sign-in codes. Beside the shared back-office components that read most of them; a screen's
// own words are in its feature's texts.ts.
import type { ApprovalKind, OperatorRole } from '@cabinet/contracts/client';

export const adminTitles = {
  suffix: 'Бэк-офис',
  login: 'Вход в бэк-офис',
  setup: 'Настройка входа',
  dashboard: 'Обзор',
  operators: 'Операторы',
  teams: 'Структура: дилеры и команды',
  audit: 'Журнал аудита',
  settings: 'Настройки программы',
  members: 'Участники',
  member: 'Карточка участника',
  newMember: 'Новый участник',
  adjustments: 'Корректировки баланса',
  tax: 'НДФЛ',
  partnerKeys: 'Ключи API партнёров',
  webhooks: 'Вебхуки',
  webhook: 'Адрес вебхуков',
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
    partner_key: 'Подтверждено: ключ API партнёра действует.',
    team_supervisor: 'Подтверждено: руководитель команды назначен с указанной даты.',
    supervisor_override: 'Подтверждено: вознаграждение руководителей месяца изменено.',
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

/**
 * Secrets the API answers once — a partner's API key and signing secret, a webhook's signing secret:
 * the card that shows them (secrets-once.tsx).
 */
export const adminSecrets = {
  copy: 'Копировать',
  /** The copy button's name: its words, then what it copies. */
  copyLabel: (what: string) => `Копировать: ${what}`,
  copied: 'Скопировано',
  copyFailed: 'Браузер не дал скопировать: значение выделено, скопируйте его сами.',
  dismiss: 'Скрыть',
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
