// The Russian texts of /admin/jobs («Фоновые задачи»).
import type { JobState } from '@cabinet/contracts/client';

export const jobsTexts = {
  title: 'Фоновые задачи',
  intro:
    'Работа, которую программа делает сама: уборка, удаление документов по сроку хранения, рассылки, ' +
    'публикация по расписанию, импорт договоров. Задача с ошибкой повторяется сама; после последней попытки её можно повторить здесь.',
  queuesHeading: 'Очереди',
  schedule: 'Расписание',
  noSchedule: 'по событию — задачи ставит сама программа',
  jobsHeading: 'Задачи',
  stateFilter: 'Состояние задач',
  queue: 'Очередь',
  anyQueue: 'Все очереди',
  caption: 'Задачи, новые сверху',
  columns: {
    job: 'Задача',
    state: 'Состояние',
    attempts: 'Попытки',
    error: 'Последняя ошибка',
    times: 'Время (МСК)',
    actions: 'Действия',
  },
  attempts: (done: number, limit: number) => `${done} из ${limit + 1}`,
  createdOn: (at: string) => `создана ${at}`,
  startedOn: (at: string) => `начата ${at}`,
  completedOn: (at: string) => `завершена ${at}`,
  startAfter: (at: string) => `не раньше ${at}`,
  retry: 'Повторить',
  retryLabel: (title: string, at: string) => `Повторить задачу «${title}» от ${at}`,
  retried: (title: string) => `Задача «${title}» снова в очереди.`,
  loadError: 'Не удалось загрузить фоновые задачи.',
  empty: {
    failed: 'Задач с ошибкой нет',
    retry: 'Задач, ждущих повтора, нет',
    active: 'Сейчас ни одна задача не выполняется',
    created: 'Ждущих задач нет',
    completed: 'Выполненных задач нет',
    cancelled: 'Отменённых задач нет',
  } satisfies Record<JobState, string>,
  emptyQueue: 'Выберите все очереди или другое состояние.',
} as const;

/** Schedules in words (Moscow time); `schedule-text.ts` picks one or shows the cron string itself. */
export const scheduleWords = {
  everyMinute: 'каждую минуту',
  everyMinutes: (n: number, minutes: string) => `каждые ${n} ${minutes}`,
  minuteForms: ['минуту', 'минуты', 'минут'] as const,
  everyHour: 'каждый час',
  everyHourAt: (minute: number) => `каждый час, на ${minute}-й минуте`,
  everyDayAt: (time: string) => `каждый день в ${time} (МСК)`,
  cron: (cron: string) => `по cron «${cron}» (МСК)`,
} as const;
