// The Russian texts of /admin/partner-keys «Ключи API партнёров» (docs/partner-api.md «Keys», decision
// 0063); the page's title is adminTitles.partnerKeys, the scopes' and states' words are the contracts'.
import { countRu } from '@cabinet/contracts/client';

export const partnerKeysTexts = {
  intro:
    'Ключи, с которыми системы компании (CRM, биллинг) передают договоры в программу и читают их статус. ' +
    'Ключ, которому можно передавать договоры, начинает работать после подтверждения вторым администратором.',
  issueHeading: 'Новый ключ',
  fields: {
    name: 'Название',
    nameHint: 'Чья это система, чтобы узнать её в списке и в журнале аудита: например, «CRM отдела продаж».',
    scopes: 'Что можно делать с ключом',
    scopesHint:
      'Передача договоров начисляет баллы участникам: такой ключ заработает после подтверждения вторым администратором.',
    addresses: 'Адреса системы партнёра',
    addressesHint: 'По одному на строку: адрес 203.0.113.7 или сеть 203.0.113.0/24, IPv4 или IPv6. Пусто — с любых адресов.',
    expiresOn: 'Последний день действия',
    expiresOnHint: 'Ключ работает весь этот день по московскому времени. Пусто — пока его не отзовут.',
    ratePerMinute: 'Вызовов в минуту',
    ratePerMinuteHint: (rate: number) =>
      `Больше — отказ с просьбой подождать. Пусто — ${countRu(rate, ['вызов', 'вызова', 'вызовов'])}.`,
  },
  /** A refused address, with the line of the field it is on. */
  addressLine: (message: string, line: number) => `${message} (строка ${line})`,
  issue: 'Выпустить ключ',
  listHeading: 'Ключи',
  caption: 'Ключи API партнёров, новые сверху',
  empty: 'Ключей пока нет: выпустите первый выше.',
  columns: {
    key: 'Ключ',
    scopes: 'Что разрешено',
    addresses: 'Адреса',
    state: 'Состояние',
    use: 'Срок и вызовы',
    actions: 'Действия',
  },
  rate: (rate: number) => `до ${countRu(rate, ['вызова', 'вызовов', 'вызовов'])} в минуту`,
  anyAddress: 'любые',
  replacedBy: (id: string) => `Заменён ключом ${id}`,
  replaces: (id: string) => `Замена ключа ${id}`,
  toApprovals: 'На подтверждении',
  revokedAt: (at: string) => `с ${at}`,
  until: (at: string) => `до ${at}`,
  through: (day: string) => `по ${day} включительно`,
  noExpiry: 'бессрочно',
  lastUsed: (at: string) => `последний вызов ${at}`,
  neverUsed: 'вызовов ещё не было',
  issuedBy: (who: string, at: string) => `выпустил(а) ${who}, ${at}`,
  rotate: 'Заменить',
  rotateLabel: (name: string) => `Заменить ключ «${name}»`,
  revoke: 'Отозвать',
  revokeLabel: (name: string) => `Отозвать ключ «${name}»`,
  rotateTitle: (name: string) => `Заменить ключ «${name}»?`,
  rotateText:
    'Новый ключ получит те же права и адреса и начнёт работать сразу. Прежний продолжит работать выбранное число часов, ' +
    'пока система партнёра переходит на новый, а потом перестанет.',
  overlap: 'Сколько часов работает прежний ключ',
  overlapHint: (max: number) => `От 0 до ${countRu(max, ['часа', 'часов', 'часов'])}. 0 — прежний перестанет работать сразу.`,
  revokeTitle: (name: string) => `Отозвать ключ «${name}»?`,
  revokeText: 'Следующий же запрос с этим ключом будет отклонён. Вернуть ключ нельзя: понадобится выпустить новый.',
  revoked: (name: string) => `Ключ «${name}» отозван: запросы с ним отклоняются.`,
  secrets: {
    issued: (name: string) => `Ключ «${name}» выпущен`,
    rotated: (name: string) => `Ключ «${name}» заменён`,
    apiKey: 'API-ключ',
    signingSecret: 'Секрет подписи',
    once:
      'Ключ и секрет подписи показаны один раз: потом их не увидит никто, в том числе администраторы. ' +
      'Скопируйте их сейчас и передайте разработчикам системы партнёра надёжным способом.',
    howTo:
      'Как передавать договоры и подписывать запросы секретом, описано в документации для разработчиков, ' +
      'глава «Партнёрский API: договоры из систем компании».',
    waits: 'Ключ заработает, когда его подтвердит другой администратор:',
    oldUntil: (at: string) => `Прежний ключ работает до ${at}, потом перестанет.`,
  },
  loadError: 'Не удалось загрузить ключи.',
  actionFailed: 'Не удалось выполнить действие. Повторите попытку.',
} as const;
