// Russian texts of the operators' disputes queue and of one dispute (kept with the feature: it is
// their only reader). The statuses, reasons and views are the contracts' own words.
import type { DisputeAnswerStatus } from '@cabinet/contracts/client';

export const disputeTitles = {
  queue: 'Споры',
  dispute: 'Спор',
} as const;

/** The choices of an answer: the words of the action, not of the status it sets («Решено: отказано»). */
export const ANSWER_CHOICE_TEXT: Record<DisputeAnswerStatus, string> = {
  in_progress: 'В работе',
  need_info: 'Нужна информация',
  refused: 'Отказать',
};

export const disputeQueueText = {
  heading: 'Споры',
  intro:
    'Оспоренные строки истории и договоры, которых нет в начислениях. Открытые — от самых давних; первый ответ — в течение рабочего дня, решение — в течение пяти рабочих дней.',
  views: 'Какие споры показать',
  lateCount: (label: string, count: number) => `${label} (${count})`,
  loadError: 'Не удалось загрузить споры.',
  empty: {
    open: 'Открытых споров нет.',
    late: 'Просроченных споров нет.',
    resolved: 'Решённых споров пока нет.',
    all: 'Споров пока нет.',
  },
  columns: {
    number: 'Номер',
    member: 'Участник',
    what: 'Что оспорено',
    status: 'Статус',
    created: 'Создан',
    firstAnswerDue: 'Ответ до',
    resolveDue: 'Решение до',
  },
  number: (id: number) => `№\u00a0${id}`,
  open: (id: number) => `Открыть спор №\u00a0${id}`,
  noName: 'Имя не указано',
} as const;

export const disputeText = {
  back: '← К очереди споров',
  heading: (id: number) => `Спор №\u00a0${id}`,
  created: (at: string) => `Создан ${at}`,
  loadError: 'Не удалось загрузить спор.',
  notFound: 'Такого спора нет.',
  late: 'Просрочено',
  answeredAt: (at: string) => `Ответили ${at}`,
  resolvedAt: (at: string) => `Решён ${at}`,
  contract: (number: string) => `Договор №\u00a0${number}`,
  what: 'Что оспорено',
  line: 'Строка истории',
  lineFields: { title: 'Строка', date: 'Дата', amount: 'Сумма', contract: 'Договор' },
  missingContract: 'Договора нет в начислениях',
  contractFields: { number: 'Номер договора', date: 'Дата договора', subscriber: 'Адрес или номер абонента', matched: 'Импорт' },
  matchedAt: (at: string) => `Договор пришёл с импортом ${at}`,
  notMatched: 'Ещё не приходил с импортом',
  claim: 'Что пишет участник',
  reason: 'Причина',
  comment: 'Комментарий',
  noComment: 'Без комментария',
  files: 'Файлы',
  noFiles: 'Участник ничего не приложил.',
  file: (n: number) => `Файл ${n}`,
  pdf: (n: number) => `PDF, файл ${n}`,
  openFile: (n: number) => `Открыть файл ${n}`,
  answers: 'Переписка',
  noAnswers: 'Ответов пока нет.',
  member: 'Участник',
  operator: 'Оператор',
  /** The programme's own note: an import brought the claimed contract. */
  system: 'Загрузка договоров',
  dates: 'Сроки',
  dateFields: { created: 'Создан', firstAnswerDue: 'Ответ до', resolveDue: 'Решение до', credited: 'Начислено' },
  memberFields: { name: 'Имя', phone: 'Телефон' },
  memberCard: 'Открыть карточку участника',
  decision: 'Решение',
  closed: 'Спор решён: ответить или начислить по нему больше нельзя.',
  refreshed: 'Спор изменился, пока вы его смотрели: показано, как он выглядит сейчас.',
  // The credit waits at the approvals door (decisions 0041 and 0060), shown above with its decisions.
  pendingCredit: 'До решения по начислению ответить по спору нельзя.',
} as const;

export const answerFormText = {
  heading: 'Ответить участнику',
  status: 'Ответ',
  text: 'Причина/ответ участнику',
  textHint: 'Участник прочтёт его в кабинете; на вопрос и отказ придёт и SMS.',
  submit: 'Отправить ответ',
  refuseTitle: 'Отказать по спору? Спор будет решён, участник прочтёт причину.',
  refuse: 'Отказать',
  sent: {
    in_progress: 'Спор взят в работу: участник увидит ответ.',
    need_info: 'Участника попросили прислать информацию.',
    refused: 'По спору отказано: участник прочтёт причину.',
  } satisfies Record<DisputeAnswerStatus, string>,
} as const;

export const creditFormText = {
  heading: 'Начислить',
  intro:
    'Спор решится начислением: в истории участника появится строка, которая называет спор. Сумма выше порога подтверждения выплат ждёт второго администратора.',
  amount: 'Сумма, б.',
  text: 'Причина/ответ участнику',
  submit: 'Начислить',
  confirmTitle: (amount: string) => `Начислить участнику ${amount}? Спор будет решён.`,
  credited: (amount: string) => `Начислено ${amount}: спор решён.`,
  pending: 'Начисление отправлено на подтверждение второму администратору.',
} as const;
