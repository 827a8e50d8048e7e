// «Способы выплаты»: cards the provider's widget took (decision 0056), the account the bank's registry
// pays to (decision 0057), and each change confirmed by a code.
import { lastFourMask } from '@cabinet/contracts/client';
import { payoutDestinationTexts, type ShownAccount } from '@/lib/texts/payout-destination';

const { accountWithBank } = payoutDestinationTexts;

export const payoutCardsTexts = {
  linkTitle: 'Способы выплаты',
  linkText: 'Банковские карты и счёт, на которые можно выводить баллы.',
  intro:
    'Номер карты вы вводите в форме платёжного сервиса: программа его не видит и хранит только маску карты и название банка.',
  selfEmployedNote: 'Самозанятым платёжный сервис переводит деньги только на банковскую карту, не по СБП.',
  listHeading: 'Ваши карты',
  none: 'Карт пока нет.',
  loading: 'Загружаем карты…',
  loadError: 'Не удалось загрузить карты. Обновите страницу.',
  unavailable: 'Выплаты на карту сейчас недоступны: программа платит по СБП.',
  unavailableBank: 'Выплаты на карту сейчас недоступны: самозанятым программа платит через банк на счёт, остальным — по СБП.',
  isDefault: 'Основная',
  makeDefault: 'Сделать основной',
  remove: 'Удалить',
  cancel: 'Отмена',
  add: 'Добавить карту',
  addHeading: 'Новая карта',
  widgetLoading: 'Загружаем форму платёжного сервиса…',
  widgetError: 'Не удалось загрузить форму платёжного сервиса. Проверьте подключение и попробуйте ещё раз.',
  widgetRefused: (message: string) => `Платёжный сервис не принял карту: ${message}`,
  received: (label: string) => `Карта ${label} получена. Подтвердите, что добавляете её: пришлём код.`,
  getCode: 'Получить код',
  codeNote: 'Код придёт так же, как при входе: в SMS или в Telegram.',
  confirmAdd: 'Добавить карту',
  confirmRemove: 'Удалить карту',
  confirmDefault: 'Сделать основной',
  formLabel: {
    add: (label: string) => `Добавление карты ${label}`,
    remove: (label: string) => `Удаление карты ${label}`,
    default: (label: string) => `Карта ${label} — основная`,
  },
  actionNote: {
    remove: 'Выплаты на эту карту больше не будут уходить. Подтвердите удаление кодом.',
    default: 'Новые заявки на вывод по умолчанию пойдут на эту карту. Подтвердите кодом.',
  },
  confirmError: 'Не удалось подтвердить. Повторите попытку.',
  added: 'Карта добавлена.',
  // The account for the bank's registry (decision 0057).
  accountHeading: 'Счёт для выплат через банк',
  accountRequired: 'Самозанятым программа платит через банк на этот счёт, не по СБП и не на карту.',
  accountOptional: 'На этот счёт банк переводит выплаты самозанятым.',
  accountNone: 'Счёт не указан.',
  accountLoading: 'Загружаем счёт…',
  accountLoadError: 'Не удалось загрузить счёт. Обновите страницу.',
  accountLabel: (account: ShownAccount) => `Счёт ${accountWithBank(account)}`,
  accountSet: 'Указать счёт',
  accountChange: 'Указать другой счёт',
  accountNumber: 'Номер счёта',
  accountNumberHint: '20 цифр, как в реквизитах счёта в вашем банке',
  bik: 'БИК банка',
  bikHint: '9 цифр, начинается с 04',
  accountNumberInvalid: 'Номер счёта — 20 цифр',
  bikInvalid: 'БИК — 9 цифр, начинается с 04',
  accountMismatch: 'Номер счёта не сходится с БИК: проверьте обе цифры в выписке банка',
  accountFormLabel: (accountNumber: string) => `Счёт ${lastFourMask({ last4: accountNumber.slice(-4) })}`,
  accountCodeNote: 'Подтвердите счёт кодом: он придёт так же, как при входе, в SMS или в Telegram. Новый счёт заменит прежний.',
  confirmAccount: 'Сохранить счёт',
} as const;
