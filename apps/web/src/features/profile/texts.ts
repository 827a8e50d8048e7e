// The profile. Texts quoted by the specification are verbatim.

/**
 * /lk Мой профиль as the page shows it before its forms have loaded: the sections' titles, the
 * load errors, the passport's status and the consent's withdrawal. The forms' own texts are in
 * form-texts.ts, a module of their chunk (components/lazy-forms.tsx).
 */
export const profileTexts = {
  loadError: 'Не удалось загрузить профиль',
  passportLoadError: 'Не удалось загрузить паспортные данные',
  saveFailed: 'Не удалось сохранить изменения. Проверьте поля и повторите попытку.',
  sections: {
    personal: 'Личные данные',
    work: 'Место работы',
    account: 'Учётная запись',
    avatar: 'Аватар',
    passport: 'Паспортные данные',
  },
  passport: {
    intro: 'Нужны для вывода средств: куратор сверяет их со сканами и подтверждает.',
    status: 'Статус проверки',
    comment: 'Комментарий куратора',
    confirmedHint:
      'Данные подтверждены. Их изменение отправит документ на повторную проверку; более чёткое фото того же документа статус не меняет.',
  },
  consentWithdrawn: 'Согласие отозвано, паспортные данные и сканы удалены',
} as const;
