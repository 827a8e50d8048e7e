// «Как посчитано» of a history line (docs/product.md §11).
import { countRu, DISPUTE_STATUS_TEXT, type DisputeStatus } from '@cabinet/contracts/client';

export const entryCalculationTexts = {
  title: 'Строка истории',
  loading: 'Загружаем строку истории…',
  error: 'Не удалось загрузить строку истории.',
  notFound: 'Строка не найдена',
  notFoundText: 'Такой строки нет в вашей истории.',
  back: 'К истории',
  date: 'Дата',
  how: 'Как посчитано',
  contract: 'Договор',
  contractNumber: (n: string) => `№\u00a0${n}`,
  client: 'Абонент',
  signedOn: 'Подписан',
  tariff: 'Тариф',
  noTariff: 'не указан',
  status: 'Статус договора',
  statusText: { active: 'Действует', terminated: 'Расторгнут' } as const,
  cancelledAt: (at: string) => `расторгнут ${at}`,
  place: (position: number, month: string) => `${position}-й договор за ${month}`,
  level: 'Уровень',
  levelText: (min: number, reward: string) => `от ${countRu(min, ['договора', 'договоров', 'договоров'])} — ${reward} за договор`,
  noLevel: 'Ни один уровень не достигнут: за договор 0\u00a0б.',
  table: (month: string) => `Уровни за ${month}`,
  tableFrom: 'Договоров',
  tableReward: 'За договор',
  applied: 'ваш уровень',
  import: 'Загрузка договоров',
  importText: (id: number, at: string) => `№\u00a0${id} от ${at}`,
  noImport: 'Договор внесён не загрузкой',
  claim: 'Откуда договор',
  byClaim: (disputeId: number) =>
    `Договор внесён по вашей заявке (спор №\u00a0${disputeId}): сумму начислил администратор, уровень месяца к нему не применяется.`,
  disputes: 'Споры',
  dispute: (id: number, status: DisputeStatus) => `Спор №\u00a0${id}: ${DISPUTE_STATUS_TEXT[status].toLowerCase()}`,
  disputeAction: 'Оспорить',
  noDetails: 'Подробностей у этой строки нет: всё, что о ней известно, — в названии и описании.',
  /** A supervisor's override line (docs/product.md §11.6). */
  override: {
    agent: 'Агент',
    team: 'Команда',
    contract: 'Договор агента',
    contractText: (number: string, signedOn: string) => `№\u00a0${number} от ${signedOn}`,
    agentReward: 'Вознаграждение агента за договор',
    percent: 'Доля руководителя',
    share: 'Ваша доля',
    formula: (reward: string, percent: string, share: string) =>
      `${reward} × ${percent} = ${share} (округлено до копейки, половина — вверх).`,
    cancelled: (at: string) => `Договор расторгнут ${at}: доля списана вместе с вознаграждением агента.`,
    origin: 'Откуда начисление',
    originText:
      'В день подписания договора вы руководили командой агента: руководитель получает долю вознаграждения агентов ' +
      'своей команды по правилу месяца подписания. Доля начисляется вместе с вознаграждением агента и списывается ' +
      'с ним, если договор расторгнут.',
  },
} as const;
