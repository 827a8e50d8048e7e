import type { NotificationCategory } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { notify } from '../features/notifications/notify.js';
import type { DemoContext } from './demo-context.js';
import type { DemoNews } from './content-demo-news.js';

const HOUR = 3_600_000;

interface DemoNotification {
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  /** Hours before "now". */
  hoursAgo: number;
}

/**
 * The demo member's notifications about money, identity and the cabinet (news ones are made from
 * the news). The money and identity ones are stand-ins, used only when no other part of the demo
 * has written real ones (see seedDemoNotifications).
 */
function demoMemberNotifications(): DemoNotification[] {
  return [
    {
      category: 'accrual',
      title: 'Начислено 700\u00a0б.',
      body: 'За договор с абонентом: 6-й договор в этом месяце, уровень «5–9 договоров».',
      link: '/balance',
      hoursAgo: 3,
    },
    {
      category: 'accrual',
      title: 'Начислено 700\u00a0б.',
      body: 'За договор с абонентом: 5-й договор в этом месяце. Вы перешли на уровень «5–9 договоров»!',
      link: '/balance',
      hoursAgo: 27,
    },
    {
      category: 'withdrawal',
      title: 'Заявка на вывод принята',
      body: 'Заявка на 3\u00a0000\u00a0б. передана куратору. Сумма заморожена до решения.',
      link: '/order',
      hoursAgo: 50,
    },
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За договор с абонентом: 4-й договор в этом месяце. До уровня «5–9 договоров» остался 1 договор.',
      link: '/balance',
      hoursAgo: 74,
    },
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За договор с абонентом: 3-й договор в этом месяце.',
      link: '/balance',
      hoursAgo: 7 * 24 + 5,
    },
    {
      category: 'withdrawal',
      title: 'Выплата отправлена',
      body: 'Заявка на 5\u00a0000\u00a0б. оплачена: деньги отправлены по СБП.',
      link: '/order',
      hoursAgo: 9 * 24,
    },
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За договор с абонентом: 2-й договор в этом месяце.',
      link: '/balance',
      hoursAgo: 10 * 24 + 2,
    },
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За первый договор в этом месяце. Уровень месяца начался заново.',
      link: '/balance',
      hoursAgo: 13 * 24,
    },
    {
      category: 'withdrawal',
      title: 'Заявка на вывод отклонена',
      body: 'Номер телефона для СБП не привязан к выбранному банку. 2\u00a0000\u00a0б. вернулись на баланс.',
      link: '/order',
      hoursAgo: 16 * 24,
    },
    {
      category: 'accrual',
      title: 'Начислено 1\u00a0000\u00a0б.',
      body: 'За 10-й договор в прошлом месяце. Вы на высшем уровне — «10 и больше»!',
      link: '/balance',
      hoursAgo: 20 * 24,
    },
    {
      category: 'identity',
      title: 'Документы подтверждены',
      body: 'Куратор проверил паспорт и ИНН. Теперь вы можете выводить баллы.',
      link: '/lk',
      hoursAgo: 23 * 24,
    },
    {
      category: 'accrual',
      title: 'Начислено 700\u00a0б.',
      body: 'За 9-й договор в прошлом месяце. До высшего уровня остался 1 договор.',
      link: '/balance',
      hoursAgo: 25 * 24,
    },
    {
      category: 'identity',
      title: 'Документы на проверке',
      body: 'Мы получили данные паспорта и сканы. Проверка займёт один-два рабочих дня.',
      link: '/lk',
      hoursAgo: 26 * 24,
    },
    {
      category: 'accrual',
      title: 'Начислено 700\u00a0б.',
      body: 'За 8-й договор в прошлом месяце.',
      link: '/balance',
      hoursAgo: 28 * 24,
    },
    {
      category: 'withdrawal',
      title: 'Выплата отправлена',
      body: 'Заявка на 10\u00a0000\u00a0б. оплачена: деньги отправлены по СБП.',
      link: '/order',
      hoursAgo: 33 * 24,
    },
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За 2-й договор в прошлом месяце.',
      link: '/balance',
      hoursAgo: 45 * 24,
    },
    {
      category: 'system',
      title: 'Кабинет обновлён',
      body: 'Появились фильтры и выгрузка истории начислений в CSV.',
      link: '/balance',
      hoursAgo: 84 * 24,
    },
    {
      category: 'system',
      title: 'Добро пожаловать в программу!',
      body: 'Заполните профиль и подтвердите личность, чтобы выводить вознаграждение.',
      link: '/lk',
      hoursAgo: 150 * 24,
    },
  ];
}

/** The newest this many of the demo member's notifications stay unread. */
const UNREAD = 4;
/** News the demo member was told about, by index in demoNews(). */
const ANNOUNCED_NEWS = [0, 1, 2, 4];

function secondMemberNotifications(): (DemoNotification & { read: boolean })[] {
  return [
    {
      category: 'accrual',
      title: 'Начислено 500\u00a0б.',
      body: 'За первый договор в этом месяце.',
      link: '/balance',
      hoursAgo: 5,
      read: false,
    },
    {
      category: 'identity',
      title: 'Документы на проверке',
      body: 'Мы получили данные паспорта. Проверка займёт один-два рабочих дня.',
      link: '/lk',
      hoursAgo: 4 * 24,
      read: true,
    },
    {
      category: 'system',
      title: 'Добро пожаловать в программу!',
      body: 'Заполните профиль и подтвердите личность, чтобы выводить вознаграждение.',
      link: '/lk',
      hoursAgo: 40 * 24,
      read: true,
    },
  ];
}

async function addNotifications(
  tx: Queryable,
  memberId: string,
  now: Date,
  list: (DemoNotification & { read: boolean })[],
): Promise<void> {
  for (const n of list) {
    const createdAt = new Date(now.getTime() - n.hoursAgo * HOUR);
    const { id } = await notify(tx, { memberId, category: n.category, title: n.title, body: n.body, link: n.link, createdAt });
    // Read notifications were opened some time after they arrived.
    if (n.read)
      await tx.query('UPDATE notifications SET read_at = $2 WHERE id = $1', [id, new Date(createdAt.getTime() + 2 * HOUR)]);
  }
}

// Events that the money part (accruals, withdrawals through the ledger) and the profile part (the
// identity review) notify for real. Made-up ones beside them would contradict the balance and the
// orders, so they are written only for a member who has none of that category yet.
const EVENT_CATEGORIES = new Set<NotificationCategory>(['accrual', 'withdrawal', 'identity']);

async function withoutRealEvents<T extends DemoNotification>(tx: Queryable, memberId: string, list: T[]): Promise<T[]> {
  const { rows } = await tx.query<{ category: NotificationCategory }>(
    'SELECT DISTINCT category FROM notifications WHERE member_id = $1',
    [memberId],
  );
  const present = new Set(rows.map((r) => r.category));
  return list.filter((n) => !EVENT_CATEGORIES.has(n.category) || !present.has(n.category));
}

/**
 * Notifications of the two demo members: news announcements, cabinet messages and, when the demo
 * has no real ones, stand-in accruals, withdrawals and identity news. Of the demo member's
 * notifications written here, the newest UNREAD stay unread. Best run after the other demo parts.
 */
export async function seedDemoNotifications(tx: Queryable, ctx: DemoContext, news: DemoNews[]): Promise<void> {
  const announcements: DemoNotification[] = ANNOUNCED_NEWS.map((i) => ({
    category: 'news',
    title: 'Опубликована новость',
    body: news[i]!.title,
    link: '/news',
    // An hour after the item appeared.
    hoursAgo: news[i]!.daysAgo * 24 - 1,
  }));
  const mine = (await withoutRealEvents(tx, ctx.demoMemberId, [...demoMemberNotifications(), ...announcements])).sort(
    (a, b) => a.hoursAgo - b.hoursAgo,
  );
  await addNotifications(
    tx,
    ctx.demoMemberId,
    ctx.now,
    mine.map((n, i) => ({ ...n, read: i >= UNREAD })),
  );
  await addNotifications(
    tx,
    ctx.secondMemberId,
    ctx.now,
    await withoutRealEvents(tx, ctx.secondMemberId, secondMemberNotifications()),
  );
}
