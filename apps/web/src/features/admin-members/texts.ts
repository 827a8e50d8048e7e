// The member list and card, a new member, balance adjustments and employment with the company.
import { payoutDestinationTexts } from '@/lib/texts/payout-destination';

export const adminMembers = {
  heading: 'Участники',
  /** Where an order went, in the member card's «Куда»: in the words the member's own list uses. */
  orderToCard: payoutDestinationTexts.card,
  orderToAccount: payoutDestinationTexts.account,
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
  /** No such member — or one of a dealer the operator does not work with, which reads the same (decision 0066). */
  cardNotFound: 'Участник не найден.',
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
