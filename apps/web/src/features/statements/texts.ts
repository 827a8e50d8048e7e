// /lk/statements «Выписки и справки» (decisions 0033 and 0034): the month's statement and the year's
// income statement of every member, whatever their tax regime, on screen and as PDFs.

export const statementsTexts = {
  linkTitle: 'Выписки и справки',
  linkText:
    'Выписка за месяц: все операции, остаток на начало и на конец, начислено, выплачено, налог, долг. Справка о доходе и налоге за год. Обе — в PDF.',
  error: 'Не удалось загрузить выписку.',
  yearError: 'Не удалось загрузить справку за год.',
  monthTitle: 'Выписка за месяц',
  /** `month`: 'ноябрь 2026' (formatMonth). */
  monthTitleOf: (month: string) => `Выписка за ${month}`,
  month: 'Месяц',
  downloadPdf: 'Скачать PDF',
  accrued: 'Начислено',
  clawedBack: 'Удержано за расторгнутые договоры',
  adjusted: 'Корректировки баланса',
  paid: 'Выплачено',
  tax: 'Налог',
  // Both rails pay by SBP to the account the phone has in the chosen bank — not to a card.
  toBank: 'из них перечислено по СБП в банк',
  ndflPaidByCompany: 'НДФЛ за счёт компании',
  debt: 'Долг на конец месяца',
  openingBalance: 'Остаток на начало месяца',
  closingBalance: 'Остаток на конец месяца',
  lines: (n: number) => `Операции месяца (${n})`,
  noLines: 'Операций в этом месяце не было.',
  balanceNote: 'Остаток — баллы, доступные к выводу, за вычетом долга; баллы заявок в обработке в него не входят.',
  receipts: 'Чеки НПД',
  receipt: (id: string) => `Чек №${id}`,
  receiptPending: 'Чек регистрируется',
  order: (id: number) => `Заявка №${id}`,
  yearTitle: (year: number) => `Справка о доходе за ${year} год`,
  year: 'Год',
  downloadYearPdf: 'Скачать справку в PDF',
  noPayouts: (year: number) => `Выплат в ${year} году не было.`,
  columns: {
    month: 'Месяц',
    paid: 'Выплачено',
    income: 'Доход',
    ndflWithheld: 'НДФЛ удержан',
    ndflPaidByCompany: 'НДФЛ за счёт компании',
    npdIncome: 'По чекам НПД',
  },
  total: 'Итого за год',
  selfEmployedLimit: (total: string, limit: string) => `По чекам НПД за год: ${total} из ${limit} лимита самозанятого.`,
} as const;

/** «Документы закрытых месяцев» on /lk/statements: the agent's report or act of each closed month. */
export const periodDocumentsTexts = {
  title: 'Документы закрытых месяцев',
  intro: 'Когда программа закрывает месяц, по нему готовится ваш документ: отчёт агента или акт об оказании услуг.',
  error: 'Не удалось загрузить документы.',
  empty: 'Документы появятся, когда программа закроет месяц.',
  accrued: 'Начислено',
  paid: 'Выплачено',
  tax: 'Налог',
  objectionUntil: (date: string) => `Возражения принимаются до ${date}`,
  downloadPdf: 'Скачать PDF',
  objectHow: 'Не согласны со строкой? Откройте её в выписке за месяц («Подробнее») и нажмите «Оспорить».',
  lines: 'Строки месяца',
  linesLabel: (title: string) => `Строки месяца: ${title}`,
  missingContract: 'Договора нет в начислениях',
} as const;

export const signDocumentTexts = {
  start: 'Подписать кодом',
  agreement:
    'Код придёт в SMS или в Telegram на номер вашей учётной записи. Подпись кодом — простая электронная подпись по правилам программы.',
  formLabel: (title: string) => `Подпись: ${title}`,
  confirm: 'Подписать',
  signError: 'Не удалось подписать документ. Повторите попытку.',
  signed: (at: string, phone: string, channel: string) => `Подписан ${at} кодом, отправленным ${channel} на ${phone}.`,
} as const;
