// The pages the web bench loads on the phone, each with the member's moment — what they came to
// the page for, on screen — and the one interaction whose latency is measured. The selectors are
// the pages' own elements (their ids, test ids and words), never a loader's flag, so that the
// moments stay the same however the page gets its scripts.
import { readThenUse, typeAsSoonAsShown, type Scenario } from './phone.ts';

/** A page the bench loads: what it is, the member's moment on it and the interaction, and how they are taken. */
export interface PhonePage {
  label: string;
  moment: string;
  interaction: string;
  scenario: Scenario;
}

/** A page of the product, at `path`. */
export interface ProductPage extends PhonePage {
  path: string;
  as: 'member' | 'operator' | null;
}

/** «Выйти» in the cabinet's top bar (at 360 px too): its tap opens the confirmation, a <dialog>. */
const exitDialog = { target: { css: 'header button', text: 'Выйти' }, result: { css: 'dialog[open]' } };

/** The empty Next page: its text, and a tap on it (the browser's own cost of an interaction). */
export const EMPTY_PAGE: PhonePage = {
  label: 'empty Next page',
  moment: 'its text',
  interaction: 'a tap on the text',
  scenario: readThenUse({ shown: [{ css: 'main', text: 'Пусто' }], target: { css: 'main' } }),
};

/** `as`: whose session the page is loaded with (none, the demo member's, the demo operator's). */
export const PAGES: ProductPage[] = [
  {
    label: '/login',
    path: '/login',
    as: null,
    moment: 'the phone field takes a typed digit',
    interaction: 'a tap on the phone field and a digit typed',
    scenario: typeAsSoonAsShown({ field: { css: '#phone' }, type: '9' }),
  },
  {
    label: '/',
    path: '/',
    as: 'member',
    moment: 'the title and the balance card with its amount',
    interaction: '«Выйти» opens its dialog',
    scenario: readThenUse({
      shown: [{ css: '#page-title' }, { css: 'main .card [data-testid="balance-amount"]' }],
      ...exitDialog,
    }),
  },
  {
    label: '/balance',
    path: '/balance',
    as: 'member',
    moment: 'the balance and the first history lines',
    interaction: 'the history tab «Начисления»',
    scenario: readThenUse({
      shown: [{ css: '[data-testid="balance-amount"]' }, { css: '[data-testid="history-entry"]' }],
      target: { css: '#history-tab-accrual' },
      result: { css: '#history-tab-accrual[aria-selected="true"]' },
    }),
  },
  {
    label: '/contests',
    path: '/contests',
    as: 'member',
    moment: 'the first contest card or the empty state',
    interaction: '«Выйти» opens its dialog',
    scenario: readThenUse({
      shown: [{ css: 'main article.card' }],
      orShown: [{ css: 'main p', text: 'Сейчас конкурсов нет' }],
      ...exitDialog,
    }),
  },
  {
    label: '/admin/members',
    path: '/admin/members',
    as: 'operator',
    moment: 'the first row of the list',
    // The back office's «Выйти» signs out at once, without a dialog: the search is used instead.
    interaction: 'a tap on the search field and a digit typed',
    scenario: readThenUse({
      shown: [{ css: 'main table tbody tr' }],
      target: { css: 'main input[type="search"]' },
      type: '9',
    }),
  },
];
