// The audit log (/admin/audit).

export const adminAudit = {
  heading: 'Журнал аудита',
  intro: 'Все действия операторов: кто, когда, что, с кем, до и после, откуда. Записи нельзя изменить или удалить.',
  operator: 'Оператор',
  anyOperator: 'Все операторы',
  member: 'Участник (телефон или имя)',
  memberHint: 'Телефон в любом виде или часть имени',
  action: 'Действие',
  anyAction: 'Все действия',
  dateFrom: 'С даты',
  dateTo: 'По дату',
  columns: {
    at: 'Когда (МСК)',
    who: 'Кто',
    action: 'Действие',
    member: 'Участник',
    object: 'Объект',
    change: 'Изменения',
    ip: 'Адрес',
  },
  before: 'до',
  after: 'после',
  loadError: 'Не удалось загрузить журнал.',
  empty: 'Записей с такими условиями нет.',
} as const;
