// The supervisor's «Команда» (docs/product.md «Команды», decision 0065): the team's month, an agent's
// contracts in it and a message to the team. Counts come with their words (countRu), as everywhere.
import { countRu, TEAM_STALLED_DAYS } from '@cabinet/contracts/client';

const days = ['день', 'дня', 'дней'] as const;

export const teamTexts = {
  loading: 'Загрузка…',
  error: 'Не удалось загрузить команду.',
  /** The 403's own words when the API's answer carries none. */
  notSupervisor: 'Раздел «Команда» открыт руководителям команд',
  notSupervisorText: 'Если вы руководите командой, а раздел не открывается, напишите в поддержку.',
  toHome: 'На главную',

  // The team and the month.
  point: (name: string) => `Точка продаж: ${name}`,
  dealer: (name: string) => `Дилер: ${name}`,
  month: 'Месяц',
  monthLoading: 'Загружаем месяц…',

  // The totals.
  totalsHeading: 'Итоги месяца',
  contracts: 'Договоры',
  points: 'Баллы',
  teamTarget: 'Цель команды',
  teamTargetLabel: 'Договоры команды к цели',
  agents: 'Агентов',
  /** «12 / 40»: contracts to the target. */
  ofTarget: (done: string, target: string) => `${done} / ${target}`,
  noTarget: 'цель не задана',

  // The agents.
  agentsHeading: 'Агенты',
  agentsCaption: 'Агенты команды за месяц',
  agentsOrder: `Сначала — кто без продаж ${countRu(TEAM_STALLED_DAYS, days)}, затем — кто дальше всех от цели.`,
  agentsEmpty: 'В этом месяце в команде не было агентов',
  agentsEmptyText: 'Когда в команду добавят агентов, они появятся здесь.',
  name: 'Агент',
  contractsOfTarget: 'Договоры / цель',
  lastContract: 'Последний договор',
  noContractYet: 'договоров нет',
  progressOf: (name: string) => `Договоры к цели: ${name}`,
  /** The mark of an agent in the team who has signed nothing for a week, and the totals' count of them. */
  stalled: `Без продаж ${countRu(TEAM_STALLED_DAYS, days)}`,
  left: 'Уже не в команде',
  stayFrom: (from: string) => `В команде с ${from}`,
  stay: (from: string, lastDay: string) => `В команде с ${from} по ${lastDay}`,

  // The clawbacks.
  contestsHeading: 'Конкурсы команд',
  contestsEmpty: 'Команда сейчас не участвует в конкурсах',
  contestsEmptyText: 'Когда программа запустит конкурс команд, место вашей команды появится здесь.',
  contestPlace: (place: number | null, teams: number, league: string) =>
    place === null ? `Пока без места: нужен первый договор в зачёт · ${league}` : `${place}-е место из ${teams} · ${league}`,
  contestScore: (score: string) => `Договоров на агента: ${score}`,
  contestRuns: (endsOn: string) => `Идёт до ${endsOn}`,
  contestEnded: (endsOn: string) => `Завершён ${endsOn}`,
  contestAtStake: (points: string) => `На кону: ${points}`,
  contestWon: (points: string) => `Выиграно: ${points}`,
  contestWins: (points: string) => `Сейчас выигрывает: ${points}`,
  clawbacksHeading: 'Сторно',
  clawbacksEmpty: 'В этом месяце сторно не было',
  contractNo: (number: string) => `Договор №\u00a0${number}`,
  clawbackOn: (day: string) => `списано ${day}`,

  // The message to the team.
  messageHeading: 'Сообщение команде',
  messageIntro: 'Агенты получат его по своим каналам уведомлений программы.',
  messageLabel: 'Текст сообщения',
  messageHint: 'Без ссылок и адресов сайтов.',
  messageCount: (length: number, max: number) => `${length} / ${max}`,
  messageCountLabel: (length: number, max: number) => `Набрано символов: ${length} из ${max}`,
  messagesLeft: (n: number) => `Сегодня можно отправить ещё ${countRu(n, ['сообщение', 'сообщения', 'сообщений'])}.`,
  messagesNone: 'На сегодня сообщения команде закончились: можно снова завтра.',
  send: 'Отправить',
  sent: (recipients: number) =>
    recipients > 0
      ? `Сообщение отправлено ${countRu(recipients, ['агенту', 'агентам', 'агентам'])}.`
      : 'Получателей нет: сейчас в команде нет агентов.',
  sendFailed: 'Не удалось отправить сообщение. Повторите попытку.',

  // One agent.
  back: 'Вся команда',
  agentError: 'Не удалось загрузить договоры агента.',
  agentNotFound: 'Агент не найден',
  /** The 404's own words when the API's answer carries none. */
  agentNotFoundText: 'Этого агента не было в вашей команде в этом месяце.',
  agentTarget: (target: number) => `Личная цель месяца: ${countRu(target, ['договор', 'договора', 'договоров'])}`,
  agentNoTarget: 'Личная цель месяца не задана',
  agentContractsHeading: 'Договоры в команде',
  agentContractsCaption: 'Договоры агента, подписанные в дни, когда агент был в команде',
  signedOn: (day: string) => `Подписан ${day}`,
  agentContractsEmpty: 'В этом месяце договоров в команде нет',
} as const;
