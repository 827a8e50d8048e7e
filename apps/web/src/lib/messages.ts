// Every Russian text of the web app. Texts quoted by the specification are verbatim: do not edit them.

export const brand = {
  /** Spec §1 / DESIGN §6: the platform's name in capitals (PRODUCT_NAME) with its tagline. */
  defaultName: 'АГЕНТ ПЛЮС',
  tagline: 'платформа для мотивации',
} as const;

export const titles = {
  home: 'Главная',
  login: 'Вход',
  lk: 'Мой профиль',
  news: 'Новости',
  order: 'Мои заявки',
  withdraw: 'Вывод средств',
  balance: 'Мой Баланс',
  help: 'Помощь',
  notification: 'Уведомления',
  policy: 'Политика конфиденциальности',
  rules: 'Правила программы',
  notFound: 'Страница не найдена',
} as const;

export const shell = {
  greeting: (firstName: string) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
  exit: 'Выйти',
  exitQuestion: 'Вы действительно хотите выйти из аккаунта?',
  yes: 'Да',
  cancel: 'Отмена',
  close: 'Закрыть',
  mainMenu: 'Главное меню',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  collapseMenu: 'Свернуть меню',
  expandMenu: 'Развернуть меню',
  profileLink: 'Мой профиль',
  notificationsOn: 'Уведомления: есть непрочитанные',
  notificationsOff: 'Уведомления: нет новых',
  balanceLabel: 'Баланс',
  avatarAlt: 'Фото профиля',
  skipToContent: 'Перейти к содержанию',
  notFoundText: 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
  toHome: 'На главную',
} as const;

export const balance = {
  currency: 'б.',
  /** The letter on the gold coin icon. */
  coinLetter: 'б',
  frozen: 'заморожено',
  frozenError: '(ошибка загрузки замороженной суммы)',
  loading: 'Загрузка…',
  /** Spec §8: the balance view shows the generic error text passed in. */
  loadError: 'Не удалось загрузить баланс',
  pendingError: 'Не удалось загрузить информацию о замороженных средствах',
} as const;

export const update = {
  title: 'Доступна новая версия',
  text: 'Обновите страницу, чтобы продолжить работу в новой версии кабинета.',
  reload: 'Обновить',
} as const;

export const login = {
  heading: 'Вход в личный кабинет',
  intro: 'Введите номер телефона — мы отправим SMS с кодом для входа.',
  phoneLabel: 'Номер телефона',
  getCode: 'Получить код',
  codeLabel: 'Код из SMS',
  codeSentTo: (phone: string) => `Код отправлен на номер ${phone}.`,
  signIn: 'Войти',
  changePhone: 'Изменить номер',
  resend: 'Отправить код ещё раз',
  resendIn: (time: string) => `Отправить код ещё раз можно через ${time}`,
  retryIn: (time: string) => `Повторить можно через ${time}`,
  captchaWaiting: 'Подождите, идёт проверка, что вы не робот…',
  sending: 'Отправляем…',
  signingIn: 'Входим…',
  /** Spec §8, verbatim. */
  invalidCaptcha: 'Не прошла проверка капчи',
  invalidPhone: 'Некорректный формат номера телефона',
  unexpected: 'Неожиданная ошибка сервера, повторите попытку позднее',
  codeRequired: 'Введите код из SMS',
  codeFormat: 'Код может содержать только буквы, цифры, дефис и пробел',
} as const;

export const errors = {
  generic: 'Неожиданная ошибка сервера, повторите попытку позднее',
  banks: 'Не удалось загрузить список банков',
  withdrawalFailed: 'Не удалось отправить заявку',
  withdrawalError: 'Произошла ошибка при отправке заявки',
} as const;

export const validation = {
  dateOutOfRange: 'Дата должна быть между 01.01.1925 и 31.12.2099',
  nameChars: 'Только русские буквы, дефис и пробел',
} as const;
