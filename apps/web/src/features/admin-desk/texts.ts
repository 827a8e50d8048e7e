// Russian texts of the withdrawal desk's screens (kept with the feature: the desk is its only reader).
import { countRu, type DeskOrder } from '@cabinet/contracts/client';
import { formatPoints } from '@/lib/format';

export const deskTitles = {
  queue: 'Выплаты',
  order: (id: number | string) => `Заявка № ${id}`,
  register: 'Реестр выплат',
} as const;

export const deskQueueText = {
  heading: 'Выплаты',
  intro: 'Заявки участников на вывод баллов: от самой старой. Признаки риска подсказывают, что проверить до выплаты.',
  status: 'Статус',
  flag: 'Признак риска',
  anyFlag: 'Любой',
  bank: 'Банк',
  anyBank: 'Любой',
  amountFrom: 'Сумма от, б.',
  amountTo: 'Сумма до, б.',
  dateFrom: 'Заявка с',
  dateTo: 'Заявка по',
  search: 'Поиск',
  searchHint: 'Телефон, фамилия или номер заявки',
  loadError: 'Не удалось загрузить заявки.',
  empty: 'Заявок нет.',
  select: (id: number) => `Выбрать заявку № ${id}`,
  selectAll: 'Выбрать все заявки на странице',
  selected: (n: number, sum: number) => `Выбрано: ${n}, на сумму ${formatPoints(sum)}`,
  payBatch: 'Выплатить выбранные',
  confirmBatch: (n: number, sum: number) =>
    `Выплатить ${countRu(n, ['заявку', 'заявки', 'заявок'])} на сумму ${formatPoints(sum)}?`,
  confirmBatchAction: 'Выплатить',
  batchDone: (paid: number, awaiting: number, refused: number, sent = 0, toBank = 0) =>
    [
      `Выплачено: ${paid}.`,
      sent ? `Передано платёжному сервису: ${sent}.` : null,
      toBank ? `Передано банку: ${toBank}.` : null,
      `Ждут подтверждения: ${awaiting}.`,
      `Не выплачено: ${refused}.`,
    ]
      .filter(Boolean)
      .join(' '),
  batchRefused: (id: number, message: string) => `№ ${id}: ${message}`,
  approvalsHeading: 'Ждут подтверждения второго оператора',
  approvalsIntro: (threshold: number) =>
    `Выплата от ${formatPoints(threshold)} засчитывается после подтверждения другим оператором.`,
  madeBy: (email: string) => `провёл(а) ${email}`,
  open: 'Открыть',
  columns: {
    order: 'Заявка',
    created: 'Создана',
    member: 'Участник',
    amount: 'Сумма',
    bank: 'Банк и номер СБП',
    identity: 'Паспорт',
    previous: 'Прежние выплаты',
    flags: 'Признаки',
    status: 'Статус',
  },
  previous: (count: number, sum: number) => (count === 0 ? 'нет' : `${count} на ${formatPoints(sum)}`),
  noName: 'Имя не указано',
  /** An order to a card (decision 0056), in the bank's column. */
  card: 'На карту',
  /** An order to the member's account, paid by the bank's registry (decision 0057). */
  account: 'На счёт',
} as const;

export const deskOrderText = {
  back: '← К заявкам',
  loadError: 'Не удалось загрузить заявку.',
  member: 'Участник',
  phone: 'Телефон участника',
  identity: 'Паспортные данные',
  amount: 'Сумма',
  withheldTax: 'НДФЛ',
  toBank: 'К выплате в банк',
  bank: 'Банк',
  sbpPhone: 'Номер СБП',
  card: 'Карта',
  account: 'Счёт',
  /** Who pays the order, decided when it was made (decision 0061): «Выплатить» pays it this way. */
  rail: 'Способ выплаты',
  rails: {
    manual: 'вручную, по реестру для банка',
    provider: 'платёжный сервис',
    bank_registry: 'банк реестрами',
  } satisfies Record<DeskOrder['rail'], string>,
  created: 'Создана',
  closed: 'Закрыта',
  previous: 'Прежние выплаты',
  flags: 'Признаки риска',
  noFlags: 'нет',
  status: 'Статус',
  /** The rejection's reason by whose it is: the operator's, or the payout's cancellation (no operator wrote it). */
  comment: { operator: 'Причина отказа (оператор)', payout: 'Причина отмены выплаты (платёжный сервис)' },
  approval: 'Подтверждение выплаты',
  approvalWaiting: (email: string, at: string) => `Провёл(а) ${email} ${at}; ждёт второго оператора.`,
  approvalDone: (maker: string, checker: string) => `Провёл(а) ${maker}, подтвердил(а) ${checker}.`,
  needsApproval: (threshold: number) => `Сумма от ${formatPoints(threshold)}: выплату подтвердит второй оператор.`,
  history: 'История',
  actor: (actor: string) => (actor === 'member' ? 'участник' : actor === 'system' ? 'система' : actor),
  pay: 'Выплатить',
  confirmPay: (amount: number) => `Выплатить ${formatPoints(amount)}?`,
  reject: 'Отклонить',
  confirmReject: (amount: number) => `Отклонить заявку на ${formatPoints(amount)}? Баллы вернутся участнику.`,
  reason: 'Причина отказа',
  reasonHint: 'Участник увидит её в заявке.',
  reasonRequired: 'Укажите причину отказа',
  paid: 'Заявка выплачена.',
  awaiting: 'Выплата проведена и ждёт подтверждения второго оператора.',
  rejected: 'Заявка отклонена, баллы вернулись участнику.',
  sentToProvider: 'Заявка передана на выплату платёжному сервису: он переведёт деньги и сообщит итог.',
  sentToBank: 'Заявка передана на выплату банку: она войдёт в ближайший реестр, банк переведёт деньги и сообщит итог.',
  payout: 'Выплата',
  payoutText: (provider: string, state: string, reason: string | null) => `${provider}: ${state}${reason ? `. ${reason}` : ''}`,
} as const;

export const deskRegisterText = {
  heading: 'Реестр выплат',
  intro:
    'CSV для банка: заявки за период и по статусу — номер, участник, сумма, номер СБП, банк — с итогом. Выгрузка попадает в журнал аудита.',
  dateFrom: 'С',
  dateTo: 'По',
  status: 'Статус',
  dateHint: 'Для выплаченных и отклонённых — день выплаты или отказа, для заявок в обработке — день заявки.',
  statuses: { paid: 'Выплачено', pending: 'В обработке', rejected: 'Отклонено' },
  download: 'Скачать реестр',
} as const;
