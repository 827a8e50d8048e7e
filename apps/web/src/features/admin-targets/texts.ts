// The Russian texts of /admin/targets.
import type { TargetSource } from '@cabinet/contracts/client';

export const targetTexts = {
  title: 'Личные цели',
  intro:
    'Цель участника на месяц — сколько договоров подписать. По умолчанию это следующий уровень тарифной таблицы после прошлого месяца ' +
    'с бонусом этого уровня (раздел «Тарифы»); заданная здесь цель заменяет её и приносит свой бонус, когда выполнена.',
  formHeading: 'Задать цель',
  formIntro: 'Одному участнику или списку: вставьте телефоны — по одному в строке, через запятую или из таблицы.',
  month: 'Месяц',
  phones: 'Телефоны участников',
  phonesHint: 'Например: +7\u00a0900\u00a0123-45-67',
  phonesUnreadable: 'Каждый номер — мобильный, вида +7 9XX XXX-XX-XX',
  contracts: 'Договоров за месяц',
  bonus: 'Бонус, б.',
  save: 'Задать цель',
  saved: (n: number, month: string) =>
    `Цель на ${month} задана: ${n.toLocaleString('ru-RU')} ${n === 1 ? 'участнику' : 'участникам'}.`,
  /** Decision 0041: a bonus worth more than one admin may create alone waits for another. */
  pending: (amount: string) =>
    `Цель не задана: бонусы на ${amount} ждут подтверждения другим администратором («На подтверждении»).`,
  failed: 'Не удалось задать цель. Попробуйте ещё раз.',
  listLabel: 'Цели участников',
  listTitle: (month: string) => `Цели на ${month}`,
  query: 'Телефон или имя',
  source: 'Откуда цель',
  anySource: 'Любые',
  listMonth: 'Месяц',
  thisMonth: 'Этот месяц',
  sources: {
    tier: 'По тарифной таблице',
    operator: 'Задана вручную',
    dealer: 'Доля цели дилера',
  } satisfies Record<TargetSource, string>,
  columns: {
    member: 'Участник',
    phone: 'Телефон',
    target: 'Цель',
    done: 'Подписано',
    bonus: 'Бонус',
    source: 'Откуда',
    state: 'Состояние',
    action: 'Действие',
  },
  noName: 'Без имени',
  progress: (done: number, target: number) => `${done} из ${target}`,
  noBonus: 'нет',
  state: { paid: 'Бонус начислен', met: 'Выполнена', open: 'В процессе' },
  edit: 'Изменить',
  editLabel: (who: string) => `Изменить цель: ${who}`,
  reset: 'По таблице',
  resetLabel: (who: string) => `Вернуть цель по тарифной таблице: ${who}`,
  resetDone: (who: string) => `${who}: цель снова по тарифной таблице.`,
  empty: 'Участников не найдено',
  loadError: 'Не удалось загрузить цели.',
} as const;
