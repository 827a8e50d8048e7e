// The home page: the balance card and this month's planner. The previews of the latest notifications
// and news, which their own features draw, take their words from components/preview-card/texts.ts.
// Texts quoted by the specification are verbatim.

export const homeTexts = {
  loading: 'Загрузка…',
  balanceHeading: 'Баланс',
  available: 'Доступно',
  withdraw: 'Вывести',
  toHistory: 'История операций',
  identityNote: (status: string) => `Вывод откроется после подтверждения паспортных данных. Сейчас статус: «${status}».`,
  identityLink: 'Перейти в профиль',
  monthHeading: (month: string) => `Этот месяц — ${month}`,
  contracts: 'Договоров',
  earned: 'Начислено',
  tier: 'Уровень',
  tierValue: (level: number, reward: string) => `${level}-й · ${reward} за договор`,
  noTier: 'Пока нет',
  // The amount ends with the abbreviation "б.": its point also ends the sentence.
  nextContract: (reward: string) => `Следующий договор принесёт ${reward}`,
  toNextTier: (left: number, contractsWord: string, level: number, reward: string) =>
    `Ещё ${left} ${contractsWord} — и вы на ${level}-м уровне: ${reward} за каждый следующий договор.`,
  topTier: 'Вы на высшем уровне: каждый договор приносит максимальное вознаграждение.',
  progressLabel: 'Прогресс до следующего уровня',
  tiersHeading: 'Уровни месяца',
  tierRange: (min: number, max: number | null) => (max === null ? `${min} и больше` : `${min}–${max}`),
  contractsWords: ['договор', 'договора', 'договоров'] as const,
  plannerError: 'Не удалось загрузить данные о договорах за месяц.',
} as const;
