// The shell around the cabinet's pages: the menu, the top bar, the exit dialog and the page that is
// not found. «Выйти» is a shared button's word (lib/texts/common.ts: the documents quote it). Texts
// quoted by the specification are verbatim.

export const shell = {
  greeting: (firstName: string) => (firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!'),
  exitQuestion: 'Вы действительно хотите выйти из аккаунта?',
  /** Said by «Выйти», busy, while the dialog's code is on its way (a slow network). */
  exitLoading: 'Открываем…',
  yes: 'Да',
  cancel: 'Отмена',
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
