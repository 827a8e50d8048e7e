// The withdrawal. Texts quoted by the specification are verbatim.
import type { LegalKind } from '@cabinet/contracts/client';

export const withdrawTexts = {
  loading: 'Загрузка…',
  available: 'Доступно к выводу',
  frozen: 'Заморожено',
  frozenHint: 'Сумма заявок в обработке',
  bank: 'Банк',
  // Where the money goes (decision 0056).
  destination: 'Куда вывести',
  bySbp: 'По СБП — на счёт по номеру телефона',
  toCard: (card: string) => `На карту ${card}`,
  card: 'Карта',
  cardsHint: 'Самозанятым платёжный сервис переводит деньги только на карту.',
  cardsLink: 'Способы выплаты',
  // To the member's account by the bank's registry (decision 0057).
  toAccount: (account: string) => `На счёт ${account}`,
  account: 'Счёт',
  accountHint: 'Самозанятым программа платит через банк на счёт.',
  accountNeededHeading: 'Укажите счёт для выплат',
  accountNeededText:
    'Вы получаете выплаты как самозанятый: программа переводит их через банк на ваш счёт, не по СБП и не на карту. Укажите счёт и БИК банка — и сможете вывести баллы.',
  setAccount: 'Указать счёт',
  cardNeededHeading: 'Добавьте карту для выплат',
  cardNeededText:
    'Вы получаете выплаты как самозанятый: платёжный сервис переводит их только на банковскую карту, не по СБП. Добавьте карту — и сможете вывести баллы.',
  addCard: 'Добавить карту',
  bankSearch: 'Найти банк',
  bankSearchPlaceholder: 'Название банка',
  bankNone: 'Банк не найден',
  bankRequired: 'Выберите банк',
  bankSelected: (name: string) => `Выбран банк: ${name}`,
  banksFound: (n: number) => `Найдено банков: ${n}`,
  phone: 'Телефон для СБП',
  phoneHint: 'Номер, к которому в банке привязан СБП',
  phoneInvalid: 'Некорректный формат номера телефона',
  phoneRequired: 'Введите номер телефона',
  amount: 'Сумма, б.',
  // The amount ends with the abbreviation 'б.': no second point after it. No-break spaces keep
  // '1 б.' and '1 ₽' whole.
  amountHint: (min: string) => `Минимум ${min} (1\u00a0б. = 1\u00a0₽)`,
  allAmount: 'Вся сумма',
  amountRequired: 'Укажите сумму',
  amountFormat: 'Укажите сумму числом, не больше двух знаков после запятой',
  amountMin: (min: string) => `Минимальная сумма вывода — ${min}`,
  amountMax: (max: string) => `Не больше доступного: ${max}`,
  next: 'Продолжить',
  confirmHeading: 'Проверьте заявку',
  confirm: 'Подтвердить вывод',
  sending: 'Отправляем…',
  edit: 'Изменить',
  successHeading: 'Заявка создана',
  successText: (amount: string) =>
    `Сумма ${amount} заморожена до выплаты. Статус заявки можно отслеживать в разделе «Мои заявки».`,
  openOrder: (id: number) => `Открыть заявку №${id}`,
  another: 'Новая заявка',
  identityHeading: 'Нужно подтвердить паспортные данные',
  identityText: (status: string) =>
    `Вывод доступен после подтверждения паспортных данных. Сейчас статус: «${status}». Заполните данные в профиле и дождитесь проверки.`,
  identityLink: 'Перейти в профиль',
  identityError: 'Не удалось проверить статус паспортных данных.',
  accountError: 'Не удалось загрузить номер телефона профиля.',
  nothing: 'На балансе пока нет баллов для вывода.',
  // What the withdrawal does with the tax (decision 0033), shown before it is confirmed.
  toBank: 'Придёт в банк',
  taxWithheldNote: 'Налог удерживается из выплаты и перечисляется в налоговую: вам ничего платить не нужно.',
  taxByCompany: (tax: string) => `НДФЛ ${tax} компания заплатит за вас сверх выплаты.`,
  ownTax: 'Выплата придёт целиком: налог с неё вы платите сами.',
  taxLoading: 'Считаем налог…',
  taxError: 'Не удалось посчитать налог. Сумма к получению может быть меньше на сумму НДФЛ.',
} as const;

/**
 * A document the member has still to accept: for the first time, or a new edition of one whose
 * earlier version they accepted. Only the second is «новая редакция» (docs/product.md §12d).
 */
export interface WaitingDocument {
  kind: LegalKind;
  acceptedEarlierVersion: boolean;
}

/** Each document as the object of «Примите…» (accusative) and after «редакцию…» (genitive). */
const NAME: Record<LegalKind, { accusative: string; genitive: string }> = {
  rules: { accusative: 'правила программы', genitive: 'правил программы' },
  pd_consent: { accusative: 'согласие на обработку персональных данных', genitive: 'согласия на обработку персональных данных' },
};

/** «правила программы» (first time) or «новую редакцию правил программы» (a new edition). */
const asked = (d: WaitingDocument) =>
  d.acceptedEarlierVersion ? `новую редакцию ${NAME[d.kind].genitive}` : NAME[d.kind].accusative;

/** What «Примите …» asks for: two new editions read as one phrase, anything else phrase by phrase. */
function askedFor(waiting: readonly WaitingDocument[]): string {
  if (waiting.length > 1 && waiting.every((d) => d.acceptedEarlierVersion))
    return `новые редакции ${waiting.map((d) => NAME[d.kind].genitive).join(' и ')}`;
  return waiting.map(asked).join(' и ');
}

/** The word that stands for what is asked: «их» (the rules, or two documents), «его» (the consent), «её» (an edition). */
function pronoun(waiting: readonly WaitingDocument[]): string {
  const only = waiting.length === 1 ? waiting[0] : undefined;
  if (!only) return 'их';
  if (only.acceptedEarlierVersion) return 'её';
  return only.kind === 'rules' ? 'их' : 'его';
}

const ALL_DOCUMENTS: readonly WaitingDocument[] = [
  { kind: 'rules', acceptedEarlierVersion: false },
  { kind: 'pd_consent', acceptedEarlierVersion: false },
];

/** The notice of the withdrawal page while the rules or the consent wait (docs/product.md §12d). */
export const legalNoticeTexts = {
  /**
   * The withdrawal page, while a version waits: «Примите правила программы и согласие на обработку
   * персональных данных» to a member who has accepted neither yet, «Примите новую редакцию правил
   * программы» to one whose accepted version was superseded. Unknown (the API refused before the page
   * knew): both documents, named as they are, which claims no new edition.
   */
  noticeHeading: (waiting: readonly WaitingDocument[]) => {
    const shown = waiting.length > 0 ? waiting : ALL_DOCUMENTS;
    return `Примите ${askedFor(shown)}`;
  },
  noticeText: (waiting: readonly WaitingDocument[]) =>
    `Вывод станет доступен, как только вы ${pronoun(waiting.length > 0 ? waiting : ALL_DOCUMENTS)} примете. Начисления идут как обычно.`,
  noticeLink: 'Перейти к документам',
} as const;
