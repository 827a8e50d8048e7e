// The profile's badges (docs/product.md §11.5).
import { countRu } from '@cabinet/contracts/client';

export const badgeTexts = {
  title: 'Награды',
  intro: 'Отметки на пути: за договоры, серии недель и чистые кварталы. Это не баллы — просто ваши достижения.',
  loadError: 'Не удалось загрузить награды.',
  none: 'Наград пока нет: их ещё не назначили.',
  earnedCount: (n: number) => (n === 0 ? 'пока ни одной' : countRu(n, ['награда', 'награды', 'наград'])),
  awardedOn: (day: string) => `Получена ${day}`,
  progress: (done: number, of: number) => `${done} из ${of}`,
  ahead: 'Впереди',
};
