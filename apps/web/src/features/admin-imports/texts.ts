// The Russian texts of /admin/imports.
import { countRu, type ImportRowKind, type ImportStatus } from '@cabinet/contracts/client';

export const importTexts = {
  title: 'Импорт договоров',
  intro:
    'Загрузите CSV или XLSX: телефон участника, номер договора, клиент, дата подписания, статус (действует / расторгнут) ' +
    'и, если нужно, тариф — по нему считают конкурсы за договоры данных тарифов; без колонки «Тариф» договоры загружаются без тарифа. ' +
    'Сначала — предпросмотр, ничего не меняется, пока вы не нажмёте «Применить».',
  uploadSection: 'Загрузка файла',
  file: 'Файл договоров',
  fileHint: 'CSV в UTF-8 или Windows-1251 (разделитель «;» или «,») или XLSX, до 10 МБ. Первая строка — названия колонок.',
  template: 'Скачать шаблон',
  fileRequired: 'Выберите файл',
  fileTooLarge: 'Файл больше 10 МБ: разделите его на части',
  upload: 'Загрузить и проверить',
  uploading: (percent: number) => `Загрузка… ${percent}\u00a0%`,
  previewHeading: (name: string) => `Предпросмотр: ${name}`,
  counts: { new: 'Новые', changed: 'Изменённые', unchanged: 'Без изменений', refused: 'Отклонённые' } satisfies Record<
    ImportRowKind,
    string
  >,
  all: 'Все',
  filterLabel: 'Какие строки показать',
  rowsCaption: 'Строки файла',
  columns: {
    line: 'Строка',
    kind: 'Что будет',
    phone: 'Телефон',
    number: 'Договор',
    client: 'Клиент',
    signedOn: 'Дата подписания',
    status: 'Статус',
    tariff: 'Тариф',
    holdDays: 'Удержание, дней',
    reason: 'Причина / изменение',
  },
  statusWord: (status: string) => (status === 'active' ? 'действует' : status === 'cancelled' ? 'расторгнут' : status),
  apply: (n: number) => `Применить (${n.toLocaleString('ru-RU')})`,
  nothingToApply: 'Применять нечего: в файле нет новых и изменённых строк.',
  /** Rows holding rewards for less than the programme (decision 0060). */
  shortHold: (n: number) =>
    `${countRu(n, ['строка', 'строки', 'строк'])} с удержанием короче, чем в программе: применение подтвердит второй администратор`,
  applyAsked: 'Запрос отправлен: импорт применится, когда его подтвердит второй администратор.',
  applyWaits: 'Применение ждёт подтверждения второго администратора.',
  approvalsLink: 'Открыть «На подтверждении»',
  applying: 'Применяется',
  progressLabel: 'Ход применения',
  progress: (done: number, total: number) => `${done.toLocaleString('ru-RU')} из ${countRu(total, ['строки', 'строк', 'строк'])}`,
  result: (r: { accrued: number; cancelled: number; updated: number; skipped: number }) =>
    `Начислено по ${countRu(r.accrued, ['договору', 'договорам', 'договорам'])}, расторгнуто ${r.cancelled.toLocaleString('ru-RU')}, ` +
    `исправлено ${r.updated.toLocaleString('ru-RU')}, пропущено (уже применены) ${r.skipped.toLocaleString('ru-RU')}.`,
  pointsAccrued: 'Начислено баллов',
  failed: 'Применение прервалось',
  retry: 'Применить ещё раз',
  historyHeading: 'История импортов',
  historyCaption: 'Импорты договоров, новые сверху',
  historyColumns: { at: 'Загружен', file: 'Файл', who: 'Кто', rows: 'Строк', status: 'Состояние', open: '' },
  open: 'Открыть',
  noImports: 'Импортов ещё не было',
  loadError: 'Не удалось загрузить импорты.',
  rowsError: 'Не удалось загрузить строки.',
  noRows: 'Таких строк нет',
  status: {
    previewed: 'Предпросмотр',
    applying: 'Применяется',
    applied: 'Применён',
    failed: 'Прервался',
  } satisfies Record<ImportStatus, string>,
  /** A previewed import whose applying waits for a second admin. */
  waitingStatus: 'Ждёт подтверждения',
} as const;
