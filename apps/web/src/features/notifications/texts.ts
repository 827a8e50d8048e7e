// The notifications. Texts quoted by the specification are verbatim.

export const notificationTexts = {
  filterLabel: 'Какие уведомления показать',
  all: 'Все',
  unread: 'Непрочитанные',
  loading: 'Загружаем уведомления…',
  loadError: 'Не удалось загрузить уведомления',
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся сообщения о начислениях, заявках и проверке документов.',
  emptyUnread: 'Непрочитанных уведомлений нет',
  emptyUnreadHint: 'Вы всё прочитали. Все уведомления — во вкладке «Все».',
  showMore: 'Показать ещё',
  loadingMore: 'Загружаем…',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  /** Said on the page: what counts as read. */
  seenHint: 'Уведомление отмечается прочитанным, когда вы увидите его на экране.',
  markAll: 'Отметить все прочитанными',
  marking: 'Отмечаем…',
  markedAll: 'Все уведомления отмечены прочитанными',
  markFailed: 'Не удалось отметить уведомления прочитанными. Попробуйте ещё раз.',
  newBadge: 'Новое',
  open: 'Подробнее',
  categories: {
    accrual: 'Начисление',
    withdrawal: 'Вывод средств',
    identity: 'Документы',
    news: 'Новости',
    system: 'Кабинет',
  },
} as const;
