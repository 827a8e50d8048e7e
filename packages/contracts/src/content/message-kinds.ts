// The kinds of a member's messages and their channels (decision 0036), without zod: the browser's
// screens show these names (`@cabinet/contracts/client`).

export const MESSAGE_KINDS = ['accrual', 'payout', 'document', 'dispute', 'contest', 'news', 'programme'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How the cabinet's settings name each kind, and what SMS would carry for it (null: no SMS). */
export const MESSAGE_KIND_TEXT: Record<MessageKind, { title: string; hint: string; sms: string | null }> = {
  accrual: { title: 'Начисления', hint: 'Баллы за договоры, призы и корректировки', sms: null },
  payout: {
    title: 'Выплаты',
    hint: 'Выплата отправлена или отменена, вывод приостановлен',
    sms: 'Если выплата отменена или вывод приостановлен',
  },
  document: {
    title: 'Документы',
    hint: 'Решение по паспортным данным, документ месяца на подпись',
    sms: 'Если документы отклонены или документ месяца ждёт подписи',
  },
  dispute: {
    title: 'Споры',
    hint: 'Ответы по спорам и заявкам о недостающих договорах',
    sms: 'Если нужна информация или спор решён',
  },
  contest: { title: 'Конкурсы', hint: 'Начало, окончание и итоги конкурсов, серия недель', sms: null },
  news: { title: 'Важные новости', hint: 'Новости, которые программа отметила важными', sms: null },
  programme: { title: 'Сообщения программы', hint: 'Уведомления от кураторов', sms: null },
};

/** The kinds whose important events may go by SMS. */
export const SMS_KINDS: readonly MessageKind[] = MESSAGE_KINDS.filter((k) => MESSAGE_KIND_TEXT[k].sms !== null);

export const MESSAGE_CHANNELS = ['push', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_TEXT: Record<MessageChannel | 'cabinet', string> = {
  cabinet: 'В кабинете',
  push: 'Push',
  sms: 'SMS',
};
