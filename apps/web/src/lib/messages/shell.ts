// The shell around the pages: menu, top bar, the balance it shows, the update prompt. Texts quoted by the specification are verbatim.

export const shell = {
  greeting: (firstName: string) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
  exit: 'Выйти',
  exitQuestion: 'Вы действительно хотите выйти из аккаунта?',
  /** Said by «Выйти», busy, while the dialog's code is on its way (a slow network). */
  exitLoading: 'Открываем…',
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
  /** Where a page rendered without the member's session stands while the browser renews it (page-after-renewal.tsx). */
  pageLoading: 'Загрузка страницы…',
  avatarAlt: 'Фото профиля',
  skipToContent: 'Перейти к содержанию',
  notFoundText: 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
  toHome: 'На главную',
} as const;

/** The light layout in which a visitor reads the help, the policy and the rules (lib/public-pages.ts). */
export const publicShell = {
  signIn: 'Войти',
  toSignIn: 'Ко входу в кабинет',
  documentsLabel: 'Помощь и документы программы',
  supportLabel: 'Почта поддержки:',
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
