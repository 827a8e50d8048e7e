// The sign-in page and its captcha. Texts quoted by the specification are verbatim.

export const login = {
  heading: 'Вход в личный кабинет',
  intro: 'Введите номер телефона — мы отправим SMS с кодом для входа.',
  phoneLabel: 'Номер телефона',
  getCode: 'Получить код',
  codeLabel: 'Код из SMS',
  /** The phone is set apart (code-step.tsx keeps it on one line): the sentence around it. */
  codeSentToBefore: 'Код отправлен на номер',
  signIn: 'Войти',
  changePhone: 'Изменить номер',
  /** Followed by the phone the code went to (kept on one line). */
  backToCode: 'Ввести код, отправленный на',
  resend: 'Отправить код ещё раз',
  resendIn: (time: string) => `Отправить код ещё раз можно через ${time}`,
  retryIn: (time: string) => `Повторить можно через ${time}`,
  captchaWaiting: 'Подождите, идёт проверка, что вы не робот…',
  sending: 'Отправляем…',
  signingIn: 'Входим…',
  /** Spec §8, verbatim. */
  invalidCaptcha: 'Не прошла проверка капчи',
  invalidPhone: 'Некорректный формат номера телефона',
  /** An empty field asks for the number, as the code step asks for the code. */
  phoneRequired: 'Введите номер телефона',
  unexpected: 'Неожиданная ошибка сервера, повторите попытку позднее',
  codeRequired: 'Введите код из SMS',
  /** Under the form: the way to the sign-in answers of the help, the documents and the support e-mail. */
  noSms: 'Не приходит SMS с кодом?',
  footerLabel: 'Помощь и документы',
  codeFormat: 'Код может содержать только буквы, цифры, дефис и пробел',
  /** The code went to Telegram (decision 0035): where it went, and the way to have it by SMS. */
  codeSentToTelegramBefore: 'Код отправлен в Telegram на номер',
  codeSentBySmsBefore: 'Код отправлен по SMS на номер',
  codeLabelTelegram: 'Код из Telegram',
  telegramHint: 'Если сообщение не придёт в Telegram, мы отправим код по SMS сами.',
  sendBySms: 'Отправить по SMS',
} as const;

/**
 * The strings of the captcha widget (ALTCHA), in place of its bundled Russian ones ('Идет
 * проверка...'): «ё» and «…» as everywhere else. Its own error text is never shown (the form shows
 * login.invalidCaptcha once); it says the same should it ever be.
 */
export const captcha = {
  ariaLinkLabel: 'ALTCHA (официальный сайт)',
  cancel: 'Отмена',
  enterCode: 'Введите код',
  enterCodeAria: 'Введите код, который слышите. Нажмите пробел, чтобы прослушать его.',
  enterCodeFromImage: 'Чтобы продолжить, введите код с картинки ниже.',
  error: 'Не прошла проверка капчи',
  expired: 'Срок проверки истёк. Попробуйте ещё раз.',
  footer: 'Защищено ALTCHA',
  getAudioChallenge: 'Прослушать код',
  label: 'Я не робот',
  loading: 'Загрузка…',
  reload: 'Обновить',
  verificationRequired: 'Нужна проверка',
  verified: 'Проверено',
  verify: 'Проверить',
  verifying: 'Идёт проверка…',
  waitAlert: 'Идёт проверка… Пожалуйста, подождите.',
} as const;
