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

export const adminOperators = {
  heading: 'Операторы',
  createHeading: 'Новый оператор',
  email: 'E-mail',
  displayName: 'Имя',
  role: 'Роль',
  create: 'Создать',
  created: (email: string) => `Оператор ${email} создан`,
  oneTimeTitle: 'Временный пароль',
  oneTimeText: (email: string) =>
    `Передайте пароль оператору ${email} надёжным способом. Он показан один раз; при первом входе его нужно сменить.`,
  copy: 'Копировать',
  copied: 'Скопировано',
  columns: {
    email: 'E-mail',
    name: 'Имя',
    role: 'Роль',
    dealers: 'Дилеры',
    totp: '2FA',
    state: 'Состояние',
    actions: 'Действия',
  },
  active: 'Активен',
  disabled: 'Отключён',
  lockedUntil: (time: string) => `Вход заблокирован до ${time}`,
  mustChange: 'Ждёт смены пароля',
  totpOn: 'Включена',
  totpOff: 'Нет',
  you: 'это вы',
  makeAdmin: 'Сделать администратором',
  makeOperator: 'Сделать оператором',
  disable: 'Отключить',
  enable: 'Включить',
  resetPassword: 'Новый пароль',
  resetTotp: 'Сбросить 2FA',
  confirmDisable: (email: string) => `Отключить ${email}? Все его сеансы завершатся сразу.`,
  confirmResetPassword: (email: string) => `Выдать ${email} новый временный пароль? Его сеансы завершатся.`,
  confirmResetTotp: (email: string) => `Сбросить приложение-аутентификатор ${email}? Он подключит новое при следующем входе.`,
  loadError: 'Не удалось загрузить операторов.',
  actionFailed: 'Не удалось выполнить действие.',
} as const;

/** An operator's dealers (decision 0066): whose members they see. */
export const dealersTexts = {
  all: 'Все дилеры',
  some: (names: readonly string[]) => `Дилеры: ${names.join(', ')}`,
  change: 'Дилеры',
  heading: (email: string) => `Дилеры оператора ${email}`,
  hint:
    'Оператор видит участников, которые сегодня в командах выбранных дилеров (агентов и руководителей); ' +
    'участников вне команд — только с доступом ко всем дилерам. Сузить доступ можно сразу, со следующего ' +
    'запроса оператора; расширить — после подтверждения другим администратором.',
  scope: 'Каких участников видит',
  scopeAll: 'Всех дилеров и участников вне команд',
  scopeSome: 'Только выбранных дилеров',
  dealers: 'Дилеры',
  none: 'Дилеров пока нет: их добавляют в разделе «Структура».',
  loadError: 'Не удалось загрузить дилеров.',
  save: 'Сохранить',
  saved: 'Дилеры оператора изменены: со следующего запроса он видит только их участников.',
  alreadyAll: 'Оператор и так видит участников всех дилеров.',
} as const;
