// The profile's forms: fields, consent (152-ФЗ), avatar, scans and save results. Texts quoted by the
// specification are verbatim. Kept apart from texts.ts, a module of the forms' own chunk
// (components/lazy-forms.tsx), so that the page's first load does without them (docs/web.md «Texts»).
import { personFields } from '@/lib/texts/person-fields';

export const profileFormTexts = {
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Изменения сохранены',
  fields: personFields,
  choose: 'Выберите',
  phoneHint: 'Телефон — ваш логин, его меняет куратор программы',
  userNameHint: 'Латинские буквы, цифры и знаки «.», «_», «-»',
  workIntro: 'Где вы работаете: так куратору проще связаться с вами и начислить баллы за договоры.',
  avatar: {
    intro: 'Квадратное фото JPEG, PNG или WebP до 5 МБ. Мы обрежем его по центру.',
    choose: 'Выбрать фото',
    change: 'Заменить фото',
    upload: 'Сохранить фото',
    cancel: 'Отмена',
    current: 'Ваше фото',
    preview: 'Так будет выглядеть фото',
    uploading: (percent: number) => `Загружаем фото: ${percent}%`,
    saved: 'Фото обновлено',
    failed: 'Не удалось загрузить фото. Попробуйте другой файл.',
    wrongType: 'Выберите изображение JPEG, PNG или WebP',
    tooLarge: 'Файл больше 5 МБ',
    unreadable: 'Не удалось прочитать изображение',
  },
  passport: {
    rfHint: 'Для паспорта РФ страна — Россия',
    conflict: 'Данные уже изменились в другом окне. Мы загрузили актуальную версию — проверьте поля и сохраните ещё раз.',
    savedForReview: 'Паспортные данные сохранены и отправлены на проверку',
    // A save that changes nothing sends nothing, and must not say it did.
    unchanged: 'Изменений нет — отправлять на проверку нечего',
    reviewTitle: 'Отправить изменения на проверку?',
    reviewText: (days: number) =>
      `Паспортные данные сейчас подтверждены. После изменения они снова получат статус «На рассмотрении», и вывод средств будет недоступен, пока куратор их не проверит (как правило, в течение ${days} рабочих дней).`,
    reviewConfirm: 'Отправить на проверку',
    cancel: 'Отмена',
  },
  consent: {
    label:
      'Я даю согласие на обработку моих персональных данных в соответствии с Федеральным законом № 152\u2011ФЗ «О персональных данных» на условиях',
    /** The consent's own text (/consent), a document apart from the policy (152-ФЗ). */
    textLink: 'текста согласия',
    required: 'Необходимо согласие на обработку персональных данных',
    given: (date: string) => `Согласие на обработку персональных данных дано ${date}`,
    withdraw: 'Отозвать согласие',
    withdrawTitle: 'Отозвать согласие на обработку персональных данных?',
    withdrawText:
      'Паспортные данные, ИНН и сканы документов будут удалены сразу и без возможности восстановления. Вывод средств станет недоступен: чтобы снова выводить баллы, нужно будет заново дать согласие, заполнить паспортные данные, загрузить сканы и дождаться проверки. Начисленные баллы сохранятся.',
    withdrawConfirm: 'Отозвать и удалить данные',
    cancel: 'Отмена',
    withdrawFailed: 'Не удалось отозвать согласие. Повторите попытку.',
  },
  scans: {
    title: 'Сканы документов',
    intro: 'JPEG, PNG или PDF до 10 МБ. Загруженный скан можно заменить.',
    confirmedIntro: 'Более чёткое фото того же документа статус «Подтверждено» не меняет: новый скан посмотрит куратор.',
    labels: { pasportScan: 'Скан паспорта', adressScan: 'Скан регистрации', innScan: 'Скан ИНН' },
    upload: 'Загрузить',
    replace: 'Заменить',
    empty: 'Не загружен',
    open: 'Открыть файл',
    pdf: 'PDF-документ',
    uploading: (percent: number) => `Загрузка: ${percent}%`,
    uploaded: (label: string) => `${label}: файл загружен`,
    uploadedForReview: (label: string) => `${label}: файл загружен и отправлен на проверку`,
    uploadedKept: (label: string) =>
      `${label}: файл загружен. Данные не менялись — статус «Подтверждено» сохранён, куратор посмотрит новый скан`,
    failed: 'Не удалось загрузить файл. Повторите попытку.',
    wrongType: 'Выберите файл JPEG, PNG или PDF',
    tooLarge: 'Файл больше 10 МБ',
  },
} as const;
