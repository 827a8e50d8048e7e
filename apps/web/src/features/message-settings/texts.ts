// The notification settings of /lk and the installable cabinet (decision 0036).

export const messageSettingsTexts = {
  title: 'Уведомления и приложение',
  intro: 'Все уведомления всегда приходят в кабинет. Выберите, о чём ещё сообщать push-уведомлением на телефон и по SMS.',
  loadError: 'Не удалось загрузить настройки уведомлений',
} as const;
