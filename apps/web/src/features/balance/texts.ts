// The balance page: summary, chart, history. Texts quoted by the specification are verbatim.
import { countRu } from '@cabinet/contracts/client';

export const balanceScreenTexts = {
  loading: 'Загрузка…',
  balanceHeading: 'Баланс',
  available: 'Доступно',
  withdraw: 'Вывести',
  /** A cancelled contract's clawback took more than the member had: the rest is owed. */
  debt: (points: string) => `Долг: ${points} — погасится из следующих начислений`,
  /** Rewards under the quality hold: not withdrawable yet, each part from its day (decision 0053). */
  held: {
    total: (points: string) => `Ожидает подтверждения: ${points}`,
    day: (date: string, contracts: string) => `с ${date} · ${contracts}`,
    contractWords: ['договор', 'договора', 'договоров'] as const,
    dateWords: ['дата', 'даты', 'дат'] as const,
    more: (dates: string) => `Ещё ${dates}`,
    hint: 'Баллы за договор станут доступны для вывода в этот день, если договор не расторгнут раньше. Расторжение до этого дня отменит начисление без долга.',
  },
  history: {
    heading: 'История операций',
    /** The member's disputes and missing-contract claims (docs/product.md «Споры»). */
    disputes: 'Споры и недостающие договоры',
    tabsLabel: 'Тип операций',
    tabs: { all: 'Все', accrual: 'Начисления', withdrawal: 'Списания' },
    dateSince: 'С даты',
    dateTo: 'По дату',
    dateOrder: 'Дата начала позже даты окончания',
    search: 'Поиск',
    searchPlaceholder: 'Договор, клиент или заявка',
    reset: 'Сбросить',
    showMore: 'Показать ещё',
    shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    found: (total: number) => `Найдено операций: ${total}`,
    empty: 'Операций не найдено.',
    emptyHint: 'Измените период, тип операций или строку поиска.',
    error: 'Не удалось загрузить историю операций.',
    contractWord: 'Договор',
    order: (id: number) => `Заявка №${id}`,
    /** A self-employed member's payout: its НПД receipt (decision 0034). */
    receipt: (id: string) => `Чек НПД №${id}`,
    receiptPending: 'Чек НПД регистрируется',
    export: 'Скачать CSV',
    exporting: 'Готовим файл…',
    exportError: 'Не удалось выгрузить историю. Повторите попытку.',
    exported: (n: number) => `Файл готов: ${countRu(n, ['операция', 'операции', 'операций'])}`,
    csvHeader: ['Дата', 'Операция', 'Описание', 'Тип', 'Статус', 'Договор', 'Заявка', 'Сумма, б.'] as const,
    categories: { accrual: 'Начисление', withdrawal: 'Списание', adjustment: 'Корректировка' },
  },
  chart: {
    heading: 'Начисления по месяцам',
    caption: 'Начисления за последние 12 месяцев',
    month: 'Месяц',
    contracts: 'Договоров',
    earned: 'Начислено, б.',
    showTable: 'Показать таблицей',
    hideTable: 'Скрыть таблицу',
    error: 'Не удалось загрузить начисления по месяцам.',
    empty: 'За последние 12 месяцев начислений не было.',
    total: (sum: string) => `Всего за 12 месяцев: ${sum}`,
  },
} as const;
