// Russian texts of the identity review screens (kept with the feature: it is their only reader).
import {
  SCAN_KIND_LABELS,
  type IdentityChangeKey,
  type IdentityDecision,
  type IdentitySubmissionKind,
} from '@cabinet/contracts/client';
import { personFields } from '@/lib/texts/person-fields';

export const identityTitles = {
  queue: 'Проверка документов',
  review: 'Проверка документа',
} as const;

export const SUBMISSION_TEXT: Record<IdentitySubmissionKind, string> = {
  new: 'Новый документ',
  corrected: 'Исправлен после отклонения',
  changed: 'Изменён участником',
  scan_after_confirmation: 'Новый скан подтверждённого документа',
};

export const DECISION_TEXT: Record<IdentityDecision, string> = { confirmed: 'Подтверждено', rejected: 'Отклонено' };

const f = personFields;

/** The names of the document's fields and scans: the member's profile's own words. */
export const FIELD_LABELS: Record<IdentityChangeKey, string> = {
  passportType: f.passportType,
  passportCountry: f.passportCountry,
  serial: f.serial,
  number: f.number,
  issuedAt: f.issuedAt,
  validTo: f.validTo,
  // Not asked in the profile's form (kept from earlier versions of a document).
  issuer: 'Кем выдан',
  gender: f.gender,
  dateOfBirth: f.dateOfBirth,
  registrationAddress: f.registrationAddress,
  registrationIssuedAt: f.registrationIssuedAt,
  registrationExpiresAt: f.registrationExpiresAt,
  inn: f.inn,
  ...SCAN_KIND_LABELS,
};

export const changesText = (changes: readonly IdentityChangeKey[]) => changes.map((c) => FIELD_LABELS[c]).join(', ');

export const identityQueueText = {
  heading: 'Проверка документов',
  intro:
    'Паспортные данные участников, ждущие решения, — от самых давних. Решение принимается по той версии документа, которую вы видите.',
  loadError: 'Не удалось загрузить очередь проверки.',
  empty: 'Очередь пуста: все документы рассмотрены.',
  columns: {
    member: 'Участник',
    submitted: 'Отправлен',
    kind: 'Что прислали',
    changes: 'Изменено',
    scans: 'Сканы',
    status: 'Статус',
  },
  scans: (n: number) => `${n} из 3`,
  noName: 'Имя не указано',
  open: (name: string) => `Проверить: ${name}`,
} as const;

export const identityReviewText = {
  back: '← К очереди проверки',
  loadError: 'Не удалось загрузить документ.',
  notFound: 'У участника нет сохранённых паспортных данных: проверять пока нечего.',
  heading: (name: string) => `Документ: ${name}`,
  version: (version: number, at: string) => `Версия ${version}, отправлена ${at}`,
  scans: 'Сканы документов',
  scanMissing: 'Не загружен',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  rotate: 'Повернуть на 90°',
  reset: 'Сбросить',
  openSeparately: 'Открыть отдельно',
  pdf: 'PDF-документ',
  downloadPdf: 'Скачать PDF',
  zoom: 'Масштаб',
  changed: 'изменено',
  data: 'Паспортные данные',
  member: 'Участник',
  memberFields: {
    phone: 'Телефон',
    city: 'Город',
    email: 'E-mail',
    employer: 'Работодатель',
    jobPost: 'Должность',
    status: 'Статус',
    since: 'В программе с',
  },
  memberCard: 'Открыть карточку участника',
  decision: 'Решение',
  waiting: (version: number) => `Версия ${version} ждёт решения.`,
  keptConfirmed:
    'Документ был подтверждён, затем участник заменил или добавил скан, не меняя данных: статус сохранён. Проверьте новый скан и подтвердите документ или отклоните его.',
  status: 'Статус документа',
  confirm: 'Подтвердить',
  confirmTitle: (version: number) => `Подтвердить паспортные данные (версия ${version})?`,
  reject: 'Отклонить',
  rejectTitle: (version: number) => `Отклонить паспортные данные (версия ${version})? Участник увидит комментарий.`,
  comment: 'Комментарий для участника',
  commentHint: 'Участник увидит его в профиле под статусом документа.',
  commentRequired: 'Напишите участнику, что исправить',
  confirmed: 'Паспортные данные подтверждены.',
  rejected: 'Паспортные данные отклонены: участник увидит комментарий в профиле.',
  refreshed: 'Показана новая версия документа.',
  decided: (decision: IdentityDecision, operator: string, at: string) => `${DECISION_TEXT[decision]}: ${operator}, ${at}`,
  history: 'История версий и решений',
  versionTitle: (version: number) => `Версия ${version}`,
  submitted: (at: string) => `Отправлена ${at}`,
  changes: (list: string) => `Изменено: ${list}`,
  noDecision: 'Ждёт решения',
  access: 'Кто читал документы',
  accessIntro:
    'Открытия документа и карточки участника, чтения сканов — операторами и самим участником (152\u2011ФЗ). Видно администраторам.',
  accessColumns: { at: 'Когда (МСК)', who: 'Кто', what: 'Что', ip: 'Адрес' },
  accessMember: 'участник',
  accessEmpty: 'Записей нет.',
  accessLoadError: 'Не удалось загрузить список.',
} as const;
