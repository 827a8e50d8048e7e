// The texts of separation of duties on the operators' screen and the dashboard (decision 0029); a
// waiting change's own line and its decisions are the approvals door's (decision 0060).

export const dutiesTexts = {
  invited: (email: string) => `Оператор ${email} создан. Ссылка для задания пароля отправлена ему на e-mail.`,
  requested: 'Запрос отправлен: его подтвердит другой администратор.',
  createHint: 'Пароль оператор задаст сам по ссылке из письма. Нового администратора подтверждает второй администратор.',
  pendingHeading: 'Ждут второго администратора',
  pendingEmpty: 'Запросов нет.',
  pendingCaption: 'Изменения учётных записей, ждущие подтверждения',
  columns: { what: 'Что', who: 'Кто просит', when: 'Когда', actions: 'Действия' },
  yours: 'ваш запрос',
  resetPassword: 'Сбросить пароль',
  confirmResetPassword: (email: string) =>
    `Сбросить пароль ${email}? После подтверждения другим администратором сеансы оператора завершатся, а ссылка для нового пароля уйдёт ему на e-mail.`,
  confirmResetTotp: (email: string) =>
    `Сбросить приложение-аутентификатор ${email}? После подтверждения другим администратором он подключит новое при следующем входе.`,
  alertsHeading: 'Разделение обязанностей: требует внимания',
  alertsMore: 'Подробнее',
} as const;
