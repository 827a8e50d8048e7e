// The cabinet's pages a notification may lead to. The API refuses any other link, and a test of the
// web app checks that the pages named here are exactly those of `apps/web/src/app/(cabinet)`: a
// link never points at a page that is not there, and every page of the cabinet can be linked to.

/** A page of the cabinet with the name the back office shows for it. */
export interface CabinetPage {
  path: string;
  label: string;
}

/** Pages without parameters, in the order of the cabinet's menu. */
export const CABINET_PAGES: readonly CabinetPage[] = [
  { path: '/', label: 'Главная' },
  { path: '/balance', label: 'Мой Баланс' },
  { path: '/withdraw', label: 'Вывод средств' },
  { path: '/order', label: 'Мои заявки' },
  { path: '/contests', label: 'Конкурсы' },
  { path: '/news', label: 'Новости' },
  { path: '/notification', label: 'Уведомления' },
  { path: '/lk', label: 'Мой профиль' },
  { path: '/lk/statements', label: 'Выписки и справки' },
  { path: '/lk/self-employed', label: 'Самозанятость' },
  { path: '/lk/cards', label: 'Способы выплаты' },
  { path: '/disputes', label: 'Споры' },
  { path: '/disputes/new', label: 'Договора нет в начислениях' },
  { path: '/help', label: 'Помощь' },
  { path: '/policy', label: 'Политика конфиденциальности' },
  { path: '/consent', label: 'Согласие на обработку персональных данных' },
  { path: '/rules', label: 'Правила программы' },
  { path: '/rules/accept', label: 'Правила и согласие' },
  { path: '/team', label: 'Команда (руководителю команды)' },
];

const ID_RE = /^[1-9][0-9]{0,15}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface CabinetItemPage {
  prefix: string;
  label: string;
  example: string;
  /** The page's parameter as its folder names it: `[id]` unless said. */
  param?: string;
  /** What the item's id looks like: a number unless said. */
  id?: RegExp;
}

/** Pages of one item: `/news/12`, `/order/34`, `/contests/5` (the cabinet's `[id]` pages). */
export const CABINET_ITEM_PAGES: readonly CabinetItemPage[] = [
  { prefix: '/news/', label: 'Новость', example: '/news/12' },
  { prefix: '/order/', label: 'Заявка', example: '/order/34' },
  { prefix: '/contests/', label: 'Конкурс', example: '/contests/5' },
  { prefix: '/disputes/', label: 'Спор', example: '/disputes/7' },
  { prefix: '/balance/', label: 'Строка истории', example: '/balance/41' },
  {
    prefix: '/team/agents/',
    label: 'Агент команды (руководителю команды)',
    example: '/team/agents/0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
    param: 'memberId',
    id: UUID_RE,
  },
];

/** Whether `link` is exactly a page of the cabinet: no host, no query, no fragment, no trailing slash. */
export function isCabinetLink(link: string): boolean {
  if (CABINET_PAGES.some((p) => p.path === link)) return true;
  return CABINET_ITEM_PAGES.some((p) => link.startsWith(p.prefix) && (p.id ?? ID_RE).test(link.slice(p.prefix.length)));
}
