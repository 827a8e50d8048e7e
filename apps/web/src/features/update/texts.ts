// The prompt to reload after a deployment (features/update).

export const update = {
  title: 'Доступна новая версия',
  text: 'Обновите страницу, чтобы продолжить работу в новой версии кабинета.',
  reload: 'Обновить',
} as const;
