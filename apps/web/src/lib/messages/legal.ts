// The rules and the consent a member accepts (docs/product.md «Правила и согласие»).
import type { LegalKind } from '@cabinet/contracts/client';

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

export const legalTexts = {
  intro:
    'Правила программы и согласие на обработку персональных данных — отдельные документы. Действующую редакцию каждого нужно принять до следующего вывода баллов; начисления идут как обычно.',
  /** On a document's card, when its earlier version was accepted and this one was published since. */
  newEdition: 'Новая редакция: предыдущую вы уже принимали.',
  allAccepted: 'Действующие редакции приняты. Когда выйдет новая, кабинет напомнит о ней.',
  nothingPublished: 'Принимать пока нечего: действующие документы ещё не опубликованы.',
  version: (n: number, date: string) => `Версия ${n} от ${date}`,
  whatChanged: 'Что изменилось',
  read: { rules: 'Читать правила', pd_consent: 'Читать согласие' },
  accepted: (date: string) => `Принято ${date}`,
  rules: {
    tick: 'Я прочитал(а) правила программы и принимаю их',
    tickFirst: 'Сначала отметьте, что прочитали правила и принимаете их',
    start: 'Получить код',
    note: 'Код придёт в SMS или в Telegram на номер вашей учётной записи: он подтверждает, что правила приняли вы.',
    formLabel: 'Принятие правил программы',
    confirm: 'Принять правила',
    error: 'Не удалось принять правила. Повторите попытку.',
  },
  consent: {
    tick: 'Даю согласие на обработку моих персональных данных на условиях этого текста',
    required: 'Отметьте, что даёте согласие',
    submit: 'Дать согласие',
    error: 'Не удалось сохранить согласие. Повторите попытку.',
  },
  loadError: 'Не удалось загрузить документы. Повторите попытку.',
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
