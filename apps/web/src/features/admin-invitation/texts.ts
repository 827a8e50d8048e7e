// The invited (or reset) operator's page: their own password by the link of their e-mail (decision 0029).
export const setPasswordTexts = {
  title: 'Задать пароль',
  heading: 'Пароль для бэк-офиса',
  intro: 'Придумайте пароль не короче 12 символов. Его знаете только вы: администраторы его не видят.',
  password: 'Новый пароль',
  repeat: 'Новый пароль ещё раз',
  mismatch: 'Пароли не совпадают',
  submit: 'Задать пароль',
  noLink: 'Ссылка неполная. Откройте её из письма целиком или попросите администратора выслать новую.',
  done: (email: string) => `Пароль задан. Войдите в бэк-офис с e-mail ${email} и новым паролем.`,
  adminNext: 'При первом входе подключите приложение-аутентификатор: администраторам оно обязательно.',
  signIn: 'Войти',
  failed: 'Не удалось задать пароль.',
} as const;
