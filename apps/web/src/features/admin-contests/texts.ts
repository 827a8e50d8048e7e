// The back office's contests (decision 0032).
import { countRu } from '@cabinet/contracts/client';
import { formatPoints } from '@/lib/format';

const CONTRACTS = ['договор', 'договора', 'договоров'] as const;
/** After «до» and «от» (genitive): «до 1 договора», «до 4 договоров», «от 21 договора». */
const CONTRACTS_GENITIVE = ['договора', 'договоров', 'договоров'] as const;
const MEMBERS_DATIVE = ['участнику', 'участникам', 'участникам'] as const;
const MEMBERS = ['участник', 'участника', 'участников'] as const;
const TEAMS = ['команда', 'команды', 'команд'] as const;
/** «1,5»: a score or an average to the hundredth. */
const decimal = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

/** Contracts per member per week: two decimals, a true minus. */
const rate = (n: number) =>
  n.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace('-', '\u2212');

/**
 * A league's band in words, from the leagues' least contracts a month: the lowest holds everyone
 * below the second (also those with none), the highest everyone from its least up.
 */
function leagueBand(bands: readonly number[], i: number, teams = false): string {
  const min = bands[i]!;
  const next = bands[i + 1];
  // A league of teams is banded by contracts per agent (docs/product.md §11.8).
  const unit = teams ? 'на агента в месяц' : 'в месяц';
  if (bands.length === 1) return teams ? 'все команды' : 'все участники';
  if (i === 0) return next! <= 1 ? 'без договоров' : `до ${countRu(next! - 1, CONTRACTS_GENITIVE)} ${unit}`;
  if (next === undefined) return `от ${countRu(min, CONTRACTS_GENITIVE)} ${unit}`;
  return next - 1 === min ? `${countRu(min, CONTRACTS)} ${unit}` : `${min}–${countRu(next - 1, CONTRACTS)} ${unit}`;
}

export const contestAdminTexts = {
  title: 'Конкурсы',
  intro: 'Конкурсы в лигах: участники соревнуются с теми, у кого похожие результаты за прошлые месяцы.',
  newTitle: 'Новый конкурс',
  create: 'Новый конкурс',
  caption: 'Конкурсы',
  empty: 'Конкурсов пока нет.',
  loadError: 'Не удалось загрузить конкурсы.',
  cols: { title: 'Название', period: 'Период', status: 'Состояние', rule: 'Правило', members: 'Участников' },
  // In the order the form offers them.
  rule: {
    places: 'Призы за места в лиге',
    top_percent: 'Приз первым N % каждой лиги',
    threshold: 'Приз за N договоров',
    steps: 'Призы за пороги договоров',
    per_contract: 'Баллы за договор',
  },
  participants: { all: 'Все участники', leagues: 'Выбранные лиги', list: 'Список телефонов' },
  // Who competes (docs/product.md §11.8); a team contest offers the prizes a team may win.
  kind: { individual: 'Личный конкурс', team: 'Командный конкурс' },
  teamRule: { places: 'Призы командам за места в лиге', threshold: 'Приз команде за N договоров на агента' },
  teamParticipants: { all: 'Все команды', leagues: 'Выбранные лиги команд' },
  teamSplit: {
    '': 'Выберите правило',
    equal: 'Поровну между агентами с договором',
    contribution: 'По вкладу: пропорционально договорам агента',
  },
  status: {
    draft: 'Черновик',
    scheduled: 'Запланирован',
    running: 'Идёт',
    finished: 'Завершён, итоги подводятся',
    settled: 'Итоги подведены',
    cancelled: 'Отменён',
  },
  fields: {
    title: 'Название',
    description: 'Описание (Markdown)',
    startsOn: 'Первый день',
    endsOn: 'Последний день',
    participants: 'Кто участвует',
    leagueNumbers: 'Лиги (через запятую, 1 — младшая)',
    memberPhones: 'Телефоны участников (по одному в строке)',
    leagueBands: 'Границы лиг: договоров в месяц (через запятую; пусто — как уровни тарифов)',
    historyMonths: 'Лиги по результатам месяцев',
    rule: 'Правило',
    pointsPerContract: 'Баллов за договор',
    contracts: 'Договоров для приза',
    prize: 'Приз, б.',
    prizes: 'Призы по местам начиная с 1-го, б., через запятую',
    percent: 'Первые N % каждой лиги',
    steps: 'Пороги: договоров и приз, б., через запятую (10: 5000, 20: 12000)',
    budget: 'Бюджет призов, б. (пусто — без ограничения)',
    leagueNames: 'Названия лиг с младшей, через запятую (пусто — по номерам)',
    tariffs: 'Только тарифы (через запятую; пусто — любые)',
    holdoutPercent: 'Контрольная группа, % участников: они не увидят конкурс (0 — без неё)',
    kind: 'Вид конкурса',
    teamSplit: 'Как делить приз команды между агентами',
    teamContracts: 'Договоров на агента для приза',
    teamLeagueBands: 'Границы лиг команд: договоров на агента в месяц (через запятую; пусто — как уровни тарифов)',
  },
  save: 'Сохранить черновик',
  saved: 'Черновик сохранён.',
  saveScheduled: 'Сохранить изменения',
  savedScheduled: 'Изменения сохранены: конкурс начнётся в новый первый день.',
  preview: 'Показать глазами участника',
  previewTitle: 'Так увидит участник',
  plan: 'Рассчитать лиги и стоимость',
  planTitle: 'Лиги и стоимость призов',
  planCaption: (members: number) =>
    `Лиги по результатам прошлых месяцев, если бы конкурс начался сегодня: ${countRu(members, MEMBERS)}. ` +
    'Состав фиксируется в первый день конкурса.',
  planCaptionTeams: (teams: number) =>
    `Лиги команд по договорам на агента за прошлые месяцы, если бы конкурс начался сегодня: ${countRu(teams, TEAMS)}. ` +
    'Состав фиксируется в первый день конкурса.',
  planTeams: 'Команд',
  // Short: three columns fit a 320 px screen.
  planCols: { league: 'Лига', members: 'Человек', worstCase: 'Призы, макс.' },
  unbounded: 'не ограничено',
  schedule: 'Запланировать',
  scheduled: 'Конкурс запланирован: он начнётся в первый день периода.',
  leagues: 'Лиги',
  /** «5–9 договоров в месяц»: a league's band alone. */
  band: leagueBand,
  /** «Серебро (5–9 договоров в месяц)»: the league's name (the API's, «Лига 2» without one) and band. */
  league: (bands: readonly number[], i: number, name = `Лига ${i + 1}`) => `${name} (${leagueBand(bands, i)})`,
  /** «Профи (от 3 договоров на агента в месяц)»: a league of teams. */
  teamLeague: (bands: readonly number[], i: number, name = `Лига ${i + 1}`) => `${name} (${leagueBand(bands, i, true)})`,
  termsBudget: 'Бюджет призов',
  budgetTerms: (budget: number, uncapped: number | null) =>
    uncapped === null
      ? formatPoints(budget)
      : `${formatPoints(budget)}: призы на ${formatPoints(uncapped)} уменьшены в одной пропорции`,
  results: 'Скачать итоги для бухгалтерии (CSV)',
  leagueMembers: (n: number) => `участников: ${n}`,
  noLeaders: 'Договоров пока нет.',
  leaderScore: (n: number) => countRu(n, CONTRACTS),
  prizes: 'Призы',
  noPrizes: 'Призов нет.',
  finish: 'Завершить сегодня и подвести итоги',
  finishTitle: 'Завершить конкурс сегодня и начислить призы?',
  finishConfirm: 'Завершить и начислить',
  /** What settling pays, from the API's figures. */
  payoutText: (members: number, total: number) =>
    members === 0
      ? 'Призов не будет: ни один участник пока не выиграл.'
      : `Будет начислено ${formatPoints(total)} — ${countRu(members, MEMBERS_DATIVE)}. Отменить начисление будет нельзя.`,
  payoutNow: (members: number, total: number) =>
    members === 0
      ? 'Если подвести итоги сейчас, призов не будет.'
      : `Если подвести итоги сейчас: ${formatPoints(total)} — ${countRu(members, MEMBERS_DATIVE)}.`,
  /** The prizes above the threshold wait as one request (decisions 0041 and 0060). */
  prizesWaiting:
    'Призы ждут подтверждения администратором, который не создавал конкурс: он начислит их все или откажет с причиной, ' +
    'которую прочтёт каждый участник.',
  refusedBecause: (reason: string) => `Причина отказа: ${reason}`,
  edit: 'Изменить можно до начала конкурса.',
  cancel: 'Отменить конкурс',
  cancelTitle: 'Отменить конкурс?',
  cancelText: (enrolled: number) =>
    enrolled > 0
      ? `Призов не будет. ${countRu(enrolled, ['участник получит', 'участника получат', 'участников получат'])} уведомление с причиной.`
      : 'Призов не будет. Участники ещё не набраны, уведомлять некого.',
  cancelReason: 'Причина (её прочитают участники)',
  cancelConfirm: 'Отменить конкурс',
  cancelled: (reason: string, at: string) => `Конкурс отменён ${at}. Причина: ${reason}`,
  terms: 'Условия',
  termsPeriod: 'Период',
  termsRule: 'Правило',
  termsParticipants: 'Участники',
  termsLeagues: 'Лиги',
  participantsText: (c: { participants: 'all' | 'leagues' | 'list'; leagueNumbers: number[]; memberPhones: string[] }) =>
    c.participants === 'all'
      ? 'все участники программы'
      : c.participants === 'leagues'
        ? `лиги ${c.leagueNumbers.join(', ')}`
        : `по списку: ${countRu(c.memberPhones.length, ['телефон', 'телефона', 'телефонов'])}`,
  enrolled: (n: number) => `в конкурсе ${countRu(n, ['участник', 'участника', 'участников'])}`,
  termsHoldout: 'Контрольная группа',
  termsKind: 'Вид',
  termsSplit: 'Приз команды',
  /** A team's line on the back office's board: its score and what makes it. */
  teamScore: (score: number, contracts: number, agents: number) =>
    `${decimal(score)} на агента · ${countRu(contracts, CONTRACTS)}, агентов в среднем ${decimal(agents)}`,
  leagueTeams: (n: number) => countRu(n, TEAMS),
  noTeams: 'Команд в этой лиге нет.',
  teamPrizes: 'Призы команд',
  /** «1-е место — 1 000 б.»: a team's prize. */
  teamPrize: (place: number | null, amount: number) => `${place ? `${place}-е место — ` : ''}${formatPoints(amount)}`,
  shareContracts: (n: number) => countRu(n, CONTRACTS),
  /** The preview's team line: the prize at stake, the member's contracts and share. */
  previewShare: (team: { prizeAtStake: number; myContracts: number; myShare: number }) =>
    `приз ${formatPoints(team.prizeAtStake)}, у вас ${countRu(team.myContracts, CONTRACTS)}, ваша доля ${formatPoints(team.myShare)}`,
  previewTeamLine: (score: number, prize: number) => `${decimal(score)} · ${formatPoints(prize)}`,
  cancelTextTeams: 'Призов не будет. Агенты команд конкурса получат уведомление с причиной.',
  /** The control group as drawn at the start (docs/product.md §11.3). */
  holdoutTerms: (percent: number, members: number, seed: string | null) =>
    `${percent}\u00a0% участников не видят конкурс: ${countRu(members, MEMBERS)} по жеребьёвке` +
    (seed ? ` с зерном ${seed}` : ''),
  controlGroupTitle: 'Сработал ли конкурс',
  controlGroupCaption: (weeks: number) => `Договоры на участника в неделю: за ${weeks} недели до конкурса и во время него`,
  controlGroupCols: { group: 'Группа', before: 'До', during: 'Во время' },
  groupSize: (n: number) => countRu(n, MEMBERS),
  controlGroups: { contest: 'Участники конкурса', control: 'Контрольная группа' },
  rate,
  /** The difference of differences in words (docs/product.md §11.3); the unit is the table's caption. */
  controlGroupEffect: (r: { effect: number | null; low: number | null; high: number | null; significant: boolean }) => {
    if (r.effect === null || r.low === null || r.high === null)
      return 'Мало участников для вывода: нужно хотя бы по двое в каждой группе.';
    const figure = `на участника в неделю ${r.effect > 0 ? '+' : ''}${rate(r.effect)}`;
    const interval = `95\u00a0% интервал от ${rate(r.low)} до ${rate(r.high)}`;
    if (!r.significant) return `Разница не значима: ${figure} (${interval} включает ноль).`;
    return r.effect > 0
      ? `Конкурс поднял продажи: ${figure} (${interval}).`
      : `Продажи участников конкурса упали относительно контрольной группы: ${figure} (${interval}).`;
  },
  controlGroupMethod:
    'Разность разностей: насколько изменились продажи участников конкурса за вычетом того, насколько изменились ' +
    'продажи контрольной группы; интервал — по t-критерию Уэлча.',
  prizeStatus: { paid: 'Начислен', awaiting_approval: 'Ждёт подтверждения', refused: 'Отказано' },
  period: (from: string, to: string) => `${from} — ${to}`,
};
