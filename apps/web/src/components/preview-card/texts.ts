// The home page's previews of the latest notifications and news (features/notifications and
// features/news draw them on PreviewCard): beside the card they share, so that the home page's first
// load carries these words and not the whole of those two screens' (docs/performance.md).

export const previewTexts = {
  notificationsHeading: 'Уведомления',
  notificationsAll: 'Все уведомления',
  notificationsEmpty: 'Уведомлений пока нет.',
  notificationsError: 'Не удалось загрузить уведомления.',
  unread: 'Новое',
  newsHeading: 'Новости',
  newsAll: 'Все новости',
  newsEmpty: 'Новостей пока нет.',
  newsError: 'Не удалось загрузить новости.',
  likes: (n: number) => `Нравится: ${n}`,
} as const;
