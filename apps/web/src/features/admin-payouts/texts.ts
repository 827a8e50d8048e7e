// The Russian texts of the payout provider in the back office: /admin/reconciliation («Сверка
// выплат») and the rail in the settings.
import { countRu, pluralRu, type PayoutDifference, type PayoutRail, type PayoutRailImpact } from '@cabinet/contracts/client';
import { formatPoints, formatRoubles } from '@/lib/format';
import { NBSP } from '@/lib/format';

/** ЮKassa's statuses of a payout, as a difference of status shows them. */
const PROVIDER_STATUS: Record<string, string> = {
  pending: 'в обработке',
  succeeded: 'выплачена',
  canceled: 'отменена',
};

/** Our payout's state as a difference «missing at the provider» keeps it. */
const OUR_STATE: Record<string, string> = {
  approved: 'ждёт отправки',
  unknown: 'ответ не получён',
  submitted: 'передана',
  succeeded: 'выплачена',
  cancelled: 'отменена',
};

/** One side of a difference in words: an amount in roubles, a status, an order's number. */
export function differenceValue(kind: PayoutDifference['kind'], value: string | null): string {
  if (value === null) return '—';
  switch (kind) {
    case 'amount':
      return formatRoubles(Number(value));
    case 'status':
      return PROVIDER_STATUS[value] ?? value;
    case 'order':
      return `заявка №${NBSP}${value}`;
    case 'missing_at_provider':
      return OUR_STATE[value] ?? value;
    case 'card':
      // The card as the member's page said it and as the provider's payout named it.
      return value;
    default:
      // sent_without_id: our state beside what the provider answered by the order's number, if anything.
      return PROVIDER_STATUS[value] ?? OUR_STATE[value] ?? value;
  }
}

const payoutRailNames = {
  manual: 'Вручную, по реестру',
  provider: 'Платёжным сервисом',
  // Short enough for the choice on a phone; the hint says that only the self-employed are paid so.
  bank_registry: 'Банком по реестрам',
} satisfies Record<PayoutRail, string>;

export const payoutRailTexts = {
  heading: 'Способ выплат',
  rails: payoutRailNames,
  /** One short sentence per rail offered, naming who pays (a phone reads them under the choice). */
  railHints: {
    manual: 'Вручную — по реестру для банка, оплату отмечают в заявке.',
    provider: (title: string) => `Платёжным сервисом — ${title} переводит деньги по СБП или на карту и сообщает итог.`,
    bank_registry: (title: string) =>
      `Банком по реестрам — ${title} платит самозанятым на счёт и регистрирует чеки, остальным платят вручную.`,
  },
  rail: 'Выплачивать',
  noProvider:
    'Платёжный сервис не подключён: выплаты только вручную, по реестру. Как подключить ЮKassa или банк для самозанятых, описано в docs/back-office.md.',
  readOnly: 'Способ выплат выбирает администратор.',
  saved: 'Способ выплат сохранён.',
  notified: (n: number) => `Уведомлено: ${countRu(n, ['участник', 'участника', 'участников'])}.`,
  loadError: 'Не удалось загрузить способ выплат.',
  impactError: 'Не удалось посчитать, кого затронет смена способа выплат. Повторите попытку.',
  /** The confirmation of a switch (decision 0057): what it leaves unusable and who is told, before it applies. */
  confirm: {
    title: (to: PayoutRail) => `Сменить способ выплат на «${payoutRailNames[to]}»?`,
    withoutMethod: (n: number, method: PayoutRailImpact['method']) => {
      const who = countRu(n, ['самозанятый', 'самозанятых', 'самозанятых']);
      const cannot = pluralRu(n, ['не сможет', 'не смогут', 'не смогут']);
      if (method === 'account')
        return `${who} без счёта для выплат ${cannot} выводить баллы, пока не ${pluralRu(n, ['укажет', 'укажут', 'укажут'])} счёт.`;
      if (method === 'card')
        return `${who} без карты для выплат ${cannot} выводить баллы, пока не ${pluralRu(n, ['добавит', 'добавят', 'добавят'])} карту.`;
      return `${who} ${cannot} выводить баллы: вручную самозанятым не платят, чек регистрирует только платёжный сервис или банк.`;
    },
    /** The orders waiting keep their rail (decision 0061): paid by it; the new rail may take some when moved. */
    orders: (n: number, amount: number, movable: number) =>
      `${countRu(n, ['заявка', 'заявки', 'заявок'])} на ${formatPoints(amount)} ${pluralRu(n, ['останется', 'останутся', 'останутся'])} на прежнем способе и ${pluralRu(n, ['будет выплачена', 'будут выплачены', 'будут выплачены'])} им, как решено при заявке.` +
      (movable > 0
        ? ` Перевести на новый способ можно ${countRu(movable, ['заявку', 'заявки', 'заявок'])} — кнопкой «Перевести заявки на новый способ» после смены.`
        : ''),
    cards: (n: number, members: number) =>
      `Перестанут действовать сохранённые карты: ${countRu(n, ['карта', 'карты', 'карт'])} у ${countRu(members, ['участника', 'участников', 'участников'])}. Кроме самозанятых, все по-прежнему могут выводить по СБП.`,
    accounts: (n: number) => `Не будут использоваться счета для выплат через банк: ${countRu(n, ['счёт', 'счёта', 'счетов'])}.`,
    members: (n: number) =>
      `${pluralRu(n, ['Уведомление получит', 'Уведомление получат', 'Уведомление получат'])} ${countRu(n, ['участник', 'участника', 'участников'])} — в кабинете и по каналам, которые они выбрали, с тем, что им сделать.`,
    nobodyTold: 'Уведомлять некого: никому из участников не нужно ничего делать.',
    untouched: 'Никого из участников это не затрагивает.',
    apply: 'Сменить способ',
    applyAndTell: 'Сменить и уведомить',
  },
} as const;

/** Moving the orders waiting on a rail new orders no longer get to the rail in force (decision 0061). */
export const railMoveTexts = {
  heading: 'Заявки на прежнем способе выплат',
  movable: (n: number, amount: number, rail: PayoutRail) =>
    `${countRu(n, ['заявку', 'заявки', 'заявок'])} на ${formatPoints(amount)} можно перевести на способ «${payoutRailNames[rail]}»: ${pluralRu(n, ['она ждёт', 'они ждут', 'они ждут'])} выплаты прежним способом.`,
  stayingHeading: (n: number) =>
    `${pluralRu(n, ['Останется', 'Останутся', 'Останутся'])} на своём способе — новый способ ${pluralRu(n, ['её', 'их', 'их'])} не выплатит:`,
  staying: (id: number, amount: number, destination: string, rail: PayoutRail) =>
    `№ ${id} · ${formatPoints(amount)} · ${destination} — ${payoutRailNames[rail].toLowerCase()}`,
  move: 'Перевести заявки на новый способ',
  confirmTitle: (n: number, amount: number, rail: PayoutRail) =>
    `Перевести ${countRu(n, ['заявку', 'заявки', 'заявок'])} на ${formatPoints(amount)} на способ «${payoutRailNames[rail]}»?`,
  confirmText:
    'Каждую выплатят новым способом: её нельзя будет выплатить прежним. Участникам ничего делать не нужно — куда идут деньги, не меняется.',
  confirm: 'Перевести',
  moved: (n: number, amount: number) =>
    // The sum ends in «б.»: no second full stop.
    `${pluralRu(n, ['Переведена', 'Переведены', 'Переведено'])} ${countRu(n, ['заявка', 'заявки', 'заявок'])} на ${formatPoints(amount)}`,
  loadError: 'Не удалось загрузить заявки на прежнем способе выплат.',
} as const;

export const reconciliationTexts = {
  title: 'Сверка выплат',
  intro:
    'Каждую ночь выплаты за три дня сверяются с платёжным сервисом: сумма, статус и заявка. ' +
    'Заявку, отправленную сервису без его ответа, ищут у него по номеру заявки и показывают здесь. ' +
    'Расхождение не исправляется само — разберитесь с ним вручную.',
  providerHeading: 'Платёжный сервис',
  rail: 'Способ выплат',
  inFlight: 'Выплат в пути',
  inFlightDetail: 'переданы сервису, итога ещё нет',
  openDifferences: 'Расхождений',
  differencesHeading: 'Расхождения',
  caption: 'Расхождения сверки, новые сверху',
  empty: 'Расхождений нет: выплаты у платёжного сервиса совпадают с учётом.',
  loadError: 'Не удалось загрузить сверку выплат.',
  columns: {
    order: 'Заявка',
    amount: 'Сумма',
    status: 'Статус',
    what: 'Что не совпадает',
    ours: 'В учёте',
    theirs: 'У сервиса',
    found: 'Найдено (МСК)',
  },
  noOrder: 'нет в учёте',
  payoutState: (state: string) => `выплата: ${state.toLowerCase()}`,
  providerPayout: (id: string) => `выплата ${id}`,
  manualRail: 'вручную',
  providerRail: 'через сервис',
  bankRail: 'банком по реестрам',
  // The bank's registries (decision 0057).
  registriesHeading: 'Реестры банка',
  registriesCaption: 'Реестры выплат самозанятым: незавершённые и завершённые за сутки, новые сверху',
  registriesEmpty: 'Реестров пока нет: их собирают из заявок самозанятых, переданных банку.',
  registryColumns: {
    id: 'Реестр',
    state: 'Где он',
    payouts: 'Выплат',
    amount: 'Сумма',
    error: 'Последний отказ банка',
    created: 'Создан (МСК)',
  },
  registryId: (ours: number, bank: number | null) => (bank === null ? `№ ${ours}` : `№ ${ours} (в банке № ${bank})`),
} as const;
