// The texts of the money decisions' card on /admin/adjustments (decision 0041).
export const moneyDecisionTexts = {
  heading: 'Начисления по решению одного администратора',
  intro:
    'Личные цели, повышение тарифов и призы конкурсов, которые создают больше порога подтверждения выплат ' +
    '(за решение или за день одного администратора), вступают в силу после подтверждения другим администратором.',
  loadError: 'Не удалось загрузить начисления, ждущие подтверждения.',
  empty: 'Начислений, ждущих подтверждения, нет.',
  caption: 'Ждут подтверждения',
  columns: { what: 'Что', amount: 'Сумма, не больше', decided: 'Кто решил', actions: 'Действия' },
  approve: 'Подтвердить',
  reject: 'Отклонить',
  // The amount ends in «б.», which ends the sentence too.
  approveTitle: (summary: string, amount: string) => `Подтвердить: ${summary}? Будет начислено до ${amount}`,
  rejectTitle: 'Отклонить начисление?',
  rejectText: 'Ничего не изменится. Если это призы конкурса, участники прочтут причину.',
  reason: 'Причина',
  approved: 'Начисление подтверждено и вступило в силу.',
  rejected: 'Начисление отклонено: ничего не изменилось.',
  actionFailed: 'Не удалось выполнить действие. Повторите попытку.',
} as const;
