// The texts of separation of duties on the operators' screen and the dashboard (decision 0029).
import type { OperatorChangeKind } from '@cabinet/contracts/client';

export const dutiesTexts = {
  invited: (email: string) => `Оператор ${email} создан. Ссылка для задания пароля отправлена ему на e-mail.`,
  requested: 'Запрос отправлен: его подтвердит другой администратор.',
  createHint: 'Пароль оператор задаст сам по ссылке из письма. Нового администратора подтверждает второй администратор.',
  pendingHeading: 'Ждут второго администратора',
  pendingEmpty: 'Запросов нет.',
  pendingCaption: 'Изменения учётных записей, ждущие подтверждения',
  columns: { what: 'Что', who: 'Кто просит', when: 'Когда', actions: 'Действия' },
  kind: {
    create_admin: (email: string) => `Создать администратора ${email}`,
    promote: (email: string) => `Повысить ${email} до администратора`,
    reset_password: (email: string) => `Сбросить пароль ${email} (ссылка уйдёт на его e-mail)`,
    reset_totp: (email: string) => `Сбросить приложение-аутентификатор ${email}`,
  } satisfies Record<OperatorChangeKind, (email: string) => string>,
  approve: 'Подтвердить',
  reject: 'Отклонить',
  withdraw: 'Отозвать',
  yours: 'ваш запрос',
  approved: 'Изменение подтверждено.',
  rejected: 'Запрос отклонён.',
  resetPassword: 'Сбросить пароль',
  confirmResetPassword: (email: string) =>
    `Сбросить пароль ${email}? После подтверждения другим администратором сеансы оператора завершатся, а ссылка для нового пароля уйдёт ему на e-mail.`,
  confirmResetTotp: (email: string) =>
    `Сбросить приложение-аутентификатор ${email}? После подтверждения другим администратором он подключит новое при следующем входе.`,
  alertsHeading: 'Разделение обязанностей: требует внимания',
  alertsMore: 'Подробнее',
} as const;
