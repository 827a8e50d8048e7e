// /admin/self-employed (decision 0034): the self-employed rules with their sources and the receipts export.
export const adminSelfEmployedTexts = {
  heading: 'Самозанятые',
  intro:
    'Правила выплат самозанятым заданы в настройках сервера (docs/configuration.md): здесь видно, какие значения действуют и откуда они взяты. Лимит и ставку сверьте с бухгалтером: участник видит их в кабинете.',
  loadError: 'Не удалось загрузить правила для самозанятых.',
  rules: 'Правила',
  limit: 'Лимит дохода за год',
  source: 'Источник',
  warn: 'Предупреждение участнику',
  warnValue: (percent: number) => `с ${percent}\u00a0% лимита`,
  rate: 'Ставка НПД в выписке',
  rateValue: (percent: number) => `${percent}\u00a0% (платит сам участник)`,
  service: 'Услуга в чеке',
  checks: 'Проверок в ФНС в минуту',
  members: 'Участники',
  selfEmployed: 'Выбрали режим «самозанятый»',
  bound: 'Подключили «Мой налог»',
  stopped: 'Вывод приостановлен проверкой',
  export: 'Чеки для бухгалтерии',
  exportIntro:
    'CSV: чеки по выплатам самозанятым за период — заявка, участник, ИНН, услуга, сумма, номер и ссылка — с итогом. Выгрузка попадает в журнал аудита.',
  dateFrom: 'С',
  dateTo: 'По',
  download: 'Скачать чеки',
} as const;
