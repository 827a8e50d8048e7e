// The back office's badges (docs/product.md §11.5).
import type { BadgeIcon, BadgeRuleKind } from '@cabinet/contracts/client';
import { countRu } from '@cabinet/contracts/client';

export const badgeAdminTexts = {
  title: 'Награды',
  intro:
    'Значки за то, что важно: договоры, первый договор тарифа, чистый квартал, серии недель. Участник получает награду ' +
    'один раз и видит её в профиле; баллов она не даёт.',
  loadError: 'Не удалось загрузить награды.',
  empty: 'Наград пока нет.',
  newTitle: 'Новая награда',
  editTitle: (name: string) => `Изменить «${name}»`,
  fields: {
    name: 'Название',
    description: 'Описание (необязательно)',
    icon: 'Значок',
    rule: 'За что',
    contracts: 'Действующих договоров',
    weeks: 'Недель серии подряд',
    tariff: 'Тариф',
  },
  icons: {
    star: 'Звезда',
    rocket: 'Ракета',
    trophy: 'Кубок',
    flame: 'Огонь',
    shield: 'Щит',
    medal: 'Медаль',
    target: 'Мишень',
    crown: 'Корона',
  } satisfies Record<BadgeIcon, string>,
  rules: {
    contracts: 'Число договоров',
    first_tariff: 'Первый договор тарифа',
    clean_quarter: 'Квартал без расторжений',
    streak: 'Серия недель',
  } satisfies Record<BadgeRuleKind, string>,
  create: 'Создать награду',
  created: 'Награда создана: участники, уже выполнившие правило, получат её в ближайшие минуты.',
  save: 'Сохранить',
  saved: 'Изменения сохранены.',
  edit: 'Изменить',
  cancelEdit: 'Отмена',
  archive: 'Снять',
  archived: 'Снята',
  archiveTitle: 'Снять награду?',
  archiveText: (members: number) => {
    const kept =
      members > 0
        ? `${countRu(members, ['участник сохранит', 'участника сохранят', 'участников сохранят'])} полученную награду.`
        : 'Её ещё никто не получил.';
    return `Её больше не будут выдавать. ${kept}`;
  },
  members: (n: number) => (n === 0 ? 'пока ни у кого' : `у ${countRu(n, ['участника', 'участников', 'участников'])}`),
};
