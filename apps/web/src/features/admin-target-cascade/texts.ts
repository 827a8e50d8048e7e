// The Russian texts of /admin/targets/dealers «Цели дилеров» (decision 0067, docs/product.md §11.7); the
// refusals' words are the API's (error-values.ts and the service's own numbers).
import { CASCADE_HISTORY_MONTHS, countRu } from '@cabinet/contracts/client';

const contracts = (n: number) => countRu(n, ['договор', 'договора', 'договоров']);
/** The months that weigh the shares, in the genitive: «3 предыдущих месяцев». */
const historyMonths = countRu(CASCADE_HISTORY_MONTHS, ['предыдущего месяца', 'предыдущих месяцев', 'предыдущих месяцев']);

export const cascadeTexts = {
  title: 'Цели дилеров',
  intro:
    'Цель дилера на месяц в договорах делится по точкам продаж, командам и агентам — пропорционально действующим договорам ' +
    `${historyMonths}, поровну, когда их ни у кого нет. Долю можно задать вручную: она останется при изменении цели выше, ` +
    'а остальное разделится между другими. Доля агента — его личная цель на месяц, если оператор не задал ему свою.',
  month: 'Месяц',
  treeHeading: (month: string) => `Цели на ${month}`,
  closed: 'Месяц закрыт: цели не меняются.',
  past: 'Месяц прошёл: его цели не меняются.',
  basis: (from: string, to: string, day: string) =>
    `Доли — по действующим договорам за ${from} — ${to}; агенты команды — те, кто в ней на ${day}.`,
  empty: 'Дилеров пока нет: их добавляют в разделе «Структура».',
  loadError: 'Не удалось загрузить цели дилеров.',
  caption: (dealer: string) => `Цели дилера «${dealer}» по точкам, командам и агентам`,
  noPoints: 'У дилера пока нет точек продаж.',
  levels: { dealer: 'Дилер', point: 'Точка', team: 'Команда', agent: 'Агент' },
  columns: {
    name: 'Кто',
    target: 'Цель',
    below: 'Сумма ниже',
    history: `За ${countRu(CASCADE_HISTORY_MONTHS, ['месяц', 'месяца', 'месяцев'])}`,
    done: 'В этом месяце',
    action: 'Действие',
  },
  byHand: 'вручную',
  noTarget: 'нет',
  none: '—',
  noName: 'Без имени',
  noAgents: 'агентов нет',
  belowDiffers: (n: number) => `не распределено: ${contracts(n)}`,
  setDealer: 'Задать цель',
  setDealerLabel: (dealer: string) => `Задать цель дилера «${dealer}»`,
  edit: 'Изменить',
  editLabel: (name: string) => `Изменить долю: ${name}`,
  unfix: 'Снять «вручную»',
  unfixLabel: (name: string) => `Снять закрепление доли: ${name}`,
  dialog: {
    dealer: (dealer: string) => `Цель дилера «${dealer}»`,
    share: (name: string) => `Доля: ${name}`,
    contracts: 'Договоров за месяц',
    dealerHint: 'Разделится по точкам, командам и агентам; доли, заданные вручную, останутся.',
    shareHint: (left: number) =>
      `Не больше ${contracts(left)}: столько остаётся от цели уровня выше после долей, заданных вручную. ` +
      'Доля закрепится, остальное разделится между другими.',
    save: 'Сохранить',
  },
  saved: 'Цели пересчитаны.',
  failed: 'Не удалось изменить цель. Повторите попытку.',
} as const;
