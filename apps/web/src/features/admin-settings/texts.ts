// The settings' texts of separation of duties (decision 0029).
export const settingsDutiesTexts = {
  weakerWaits:
    'Порог выше действующего или удержание короче ослабляет контроль: изменение вступит в силу, когда его подтвердит другой администратор.',
  stricterHint:
    'Снижение порога и более долгое удержание действуют сразу; повышение порога и сокращение удержания подтверждает второй администратор.',
  pendingHeading: 'Ждут второго администратора',
  pendingThreshold: (before: string, after: string, who: string) => `Порог ${before} → ${after}, просит ${who}`,
  pendingHold: (before: string, after: string, who: string) => `Удержание ${before} → ${after}, просит ${who}`,
  approve: 'Подтвердить',
  reject: 'Отклонить',
  withdraw: 'Отозвать',
  approved: 'Изменение подтверждено и действует.',
  rejected: 'Запрос отклонён.',
  failed: 'Не удалось выполнить действие.',
} as const;
