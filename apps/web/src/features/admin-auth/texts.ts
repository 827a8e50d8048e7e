// Signing in to the back office and setting up its sign-in: the password, the authenticator app.

export const adminSignIn = {
  heading: 'Вход в бэк-офис',
  intro: 'Для операторов и администраторов программы.',
  email: 'E-mail',
  password: 'Пароль',
  code: 'Код из приложения-аутентификатора',
  codeHint: '6 цифр из Google Authenticator, Яндекс Ключа или другого приложения.',
  submit: 'Войти',
  submitCode: 'Подтвердить',
  back: 'Другая учётная запись',
  emailRequired: 'Введите e-mail',
  passwordRequired: 'Введите пароль',
  codeFormat: 'Код — 6 цифр из приложения-аутентификатора',
  codeTimedOut: 'Код не введён за 5 минут: войдите ещё раз',
} as const;

export const adminSetup = {
  heading: 'Настройка входа',
  passwordHeading: 'Смена пароля',
  passwordIntro: 'Пароль, выданный при создании учётной записи, временный. Придумайте свой: не короче 12 символов.',
  currentPassword: 'Временный пароль',
  currentPasswordAgain: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Новый пароль ещё раз',
  mismatch: 'Пароли не совпадают',
  savePassword: 'Сохранить пароль',
  passwordSaved: 'Пароль изменён. Другие сеансы этой учётной записи завершены.',
  totpHeading: 'Приложение-аутентификатор',
  totpIntro:
    'Администраторам второй шаг входа обязателен. Отсканируйте QR-код приложением-аутентификатором или введите секрет вручную, затем введите код из приложения.',
  totpOptionalIntro: 'Второй шаг входа защитит учётную запись, даже если пароль узнает кто-то другой.',
  totpStart: 'Подключить приложение',
  qrAlt: 'QR-код для приложения-аутентификатора',
  secret: 'Секрет для ввода вручную',
  code: 'Код из приложения',
  confirm: 'Подтвердить',
  totpDone: 'Приложение-аутентификатор подключено.',
  done: 'Всё готово',
  goOn: 'Перейти в бэк-офис',
  changePasswordLink: 'Сменить пароль',
  /** The signed-in operator's own data could not be read. */
  loadError: 'Не удалось загрузить данные оператора.',
} as const;

/** Step-up texts of the setup screen (decision 0029). */
export const stepUpTexts = {
  intro: 'Чтобы подключить приложение, подтвердите, что это вы: введите текущий пароль.',
  replaceIntro:
    'Чтобы заменить приложение-аутентификатор, введите текущий пароль и код из приложения, которое сейчас подключено. Другие сеансы этой учётной записи завершатся.',
  currentPassword: 'Текущий пароль',
  code: 'Код из подключённого приложения',
  replace: 'Заменить приложение',
  passwordCode: 'Код из приложения-аутентификатора',
} as const;
