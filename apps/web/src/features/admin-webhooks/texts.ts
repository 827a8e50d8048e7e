// The Russian texts of /admin/webhooks «Вебхуки» and of an address's page (admins): the events' titles
// and the deliveries' states are the contracts' (webhook-values.ts), the pages' titles adminTitles'.
import { countRu } from '@cabinet/contracts/client';

export const webhooksTexts = {
  intro:
    'Адреса систем компании, на которые программа сама отправляет события: начисленные договоры, выплаты, ' +
    'регистрацию участников и другие. Каждый запрос подписан секретом адреса; не принятый запрос повторяется три дня.',
  createHeading: 'Новый адрес',
  fields: {
    url: 'Адрес (URL)',
    urlHint: 'Только https и только во внешней сети, например https://crm.example.ru/hooks/agent-plus.',
    description: 'Описание',
    descriptionHint: 'Чья это система и зачем ей события.',
    events: 'События',
    eventsHint: 'Программа отправит на этот адрес только отмеченные.',
  },
  create: 'Добавить адрес',
  listHeading: 'Адреса',
  caption: 'Адреса для вебхуков',
  empty: 'Адресов пока нет: добавьте первый выше.',
  columns: {
    url: 'Адрес',
    events: 'События',
    state: 'Состояние',
    deliveries: 'Доставки',
    secret: 'Секрет подписи',
  },
  addedBy: (who: string, at: string) => `добавил(а) ${who}, ${at}`,
  enabled: 'Включён',
  disabled: 'Выключен',
  disabledSince: (at: string) => `с ${at}`,
  eventCount: (n: number) => countRu(n, ['событие', 'события', 'событий']),
  counts: {
    pending: (n: number) => `ждут попытки: ${n}`,
    delivered: (n: number) => `доставлено: ${n}`,
    failed: (n: number) => `не доставлено: ${n}`,
  },
  secretSince: (at: string) => `создан ${at}`,
  previousUntil: (at: string) => `прежний подписывает до ${at}`,
  secrets: {
    created: 'Адрес добавлен',
    rotated: 'Секрет подписи заменён',
    secret: 'Секрет подписи',
    once:
      'Секрет показан один раз: потом его не увидит никто, в том числе администраторы. Скопируйте его сейчас и ' +
      'передайте разработчикам системы, которая принимает вебхуки, надёжным способом.',
    howTo: 'Как проверять подпись запроса этим секретом, описано в документации для разработчиков, глава «Вебхуки».',
    previousUntil: (at: string) =>
      `Прежний секрет тоже подписывает запросы до ${at}: за это время смените его в системе компании.`,
    toEndpoint: 'Журнал доставок адреса',
  },
  loadError: 'Не удалось загрузить адреса вебхуков.',
  actionFailed: 'Не удалось выполнить действие. Повторите попытку.',
} as const;

/** The page of one address: its facts, its actions, its delivery log. */
export const webhookTexts = {
  back: 'Все адреса вебхуков',
  notFound: 'Адрес не найден',
  notFoundText: 'Его удалили или ссылка неверна.',
  factsHeading: 'Настройки адреса',
  facts: {
    url: 'Адрес',
    description: 'Описание',
    events: 'События',
    state: 'Состояние',
    secret: 'Секрет подписи',
    created: 'Добавлен',
    deliveries: 'Доставки',
  },
  noDescription: 'нет',
  createdBy: (at: string, who: string) => `${at}, ${who}`,
  edit: 'Изменить',
  editHeading: 'Изменить адрес',
  save: 'Сохранить',
  saved: 'Изменения сохранены.',
  cancelEdit: 'Отмена',
  enable: 'Включить',
  disable: 'Выключить',
  enabledDone: 'Адрес включён: новые события отправляются на него.',
  disabledDone: 'Адрес выключен: ему не отправляется ничего, в том числе повторы.',
  rotate: 'Заменить секрет',
  rotateTitle: 'Заменить секрет подписи?',
  rotateText:
    'Новый секрет начнёт подписывать запросы сразу. Пока действует прежний, каждый запрос подписан обоими: ' +
    'система компании успеет перейти на новый.',
  overlap: 'Сколько часов действует прежний секрет',
  overlapHint: (max: number) => `От 0 до ${countRu(max, ['часа', 'часов', 'часов'])}. 0 — прежний перестанет действовать сразу.`,
  test: 'Отправить тестовое событие',
  tested: 'Тестовое событие отправляется: его попытки — в журнале доставок ниже.',
  remove: 'Удалить',
  removeTitle: 'Удалить адрес?',
  removeText: (url: string) =>
    `На ${url} больше ничего не будет отправляться, в том числе повторы. Вернуть адрес нельзя: его можно только добавить заново.`,
  logHeading: 'Журнал доставок',
  logCaption: 'Доставки событий на адрес, новые сверху',
  statusFilter: 'Доставки по статусу',
  all: 'Все',
  logEmpty: 'Событий на этот адрес ещё не отправляли.',
  logEmptyStatus: 'Доставок с таким статусом нет.',
  logLoadError: 'Не удалось загрузить журнал доставок.',
  columns: {
    event: 'Событие',
    status: 'Статус',
    attempts: 'Попытки',
    actions: 'Действия',
  },
  webhookId: 'webhook-id',
  createdAt: (at: string) => `создано ${at}`,
  payload: 'Тело события',
  nextAttempt: (at: string) => `следующая попытка ${at}`,
  noAttempts: 'Попыток ещё не было.',
  attemptCount: (n: number) => countRu(n, ['попытка', 'попытки', 'попыток']),
  httpStatus: (status: number) => `HTTP ${status}`,
  duration: (ms: string) => `${ms}\u00a0мс`,
  response: 'Ответ',
  emptyResponse: 'Ответ пустой.',
  retry: 'Повторить',
  retryLabel: (title: string, id: string) => `Повторить: ${title}, ${id}`,
  retried: (title: string) => `Событие «${title}» отправляется ещё раз: его попытки — в журнале.`,
  disabledNote:
    'Адрес выключен: ему не отправляется ничего, в том числе повторы. Включите его, чтобы повторить доставку или отправить тестовое событие.',
} as const;
