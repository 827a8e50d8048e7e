// Closed months and the agents' documents (docs/product.md «Закрытие месяца»), without zod: the
// browser's screens read the same words.

/** open: lines may still be dated in it; pending: an admin's proposal to close it waits at the approvals door; closed: locked. */
export const PERIOD_STATUSES = ['open', 'pending', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_STATUS_TEXT: Record<PeriodStatus, string> = {
  open: 'Открыт',
  pending: 'Ждёт подтверждения',
  closed: 'Закрыт',
};

/**
 * The month's document of an agent: the agent's report under the agency contract for an individual
 * (ст. 1008 ГК РФ), the act with the НПД receipts for a самозанятый.
 */
export const PERIOD_DOCUMENT_KINDS = ['agent_report', 'npd_act'] as const;
export type PeriodDocumentKind = (typeof PERIOD_DOCUMENT_KINDS)[number];
export const PERIOD_DOCUMENT_TITLE: Record<PeriodDocumentKind, string> = {
  agent_report: 'Отчёт агента',
  npd_act: 'Акт об оказании услуг',
};

/** awaiting: to be read and signed; signed: signed with a code; accepted: the objection period passed. */
export const PERIOD_DOCUMENT_STATUSES = ['awaiting', 'signed', 'accepted'] as const;
export type PeriodDocumentStatus = (typeof PERIOD_DOCUMENT_STATUSES)[number];
export const PERIOD_DOCUMENT_STATUS_TEXT: Record<PeriodDocumentStatus, string> = {
  awaiting: 'Ждёт подписи',
  signed: 'Подписан',
  accepted: 'Принят без возражений',
};

/** Days an agent has to object to a report before it counts as accepted (ст. 1008 ГК РФ: 30 by default). */
export const OBJECTION_DAYS = 30;

/**
 * The organiser's requisites every month's document names as the principal (docs/product.md §12c):
 * a month is closed only with all four set. The server's settings hold them (ORGANISER_*).
 */
export const ORGANISER_REQUISITES = ['name', 'inn', 'ogrn', 'address'] as const;
export type OrganiserRequisite = (typeof ORGANISER_REQUISITES)[number];
export const ORGANISER_REQUISITE_TEXT: Record<OrganiserRequisite, string> = {
  name: 'наименование',
  inn: 'ИНН',
  ogrn: 'ОГРН',
  address: 'адрес',
};

/** Why no month may be closed yet: the refusal's message, and the back office's notice before anyone presses. */
export const organiserMissingText = (missing: readonly OrganiserRequisite[]) =>
  `Закрыть месяц нельзя: не заданы реквизиты организатора — ${missing.map((r) => ORGANISER_REQUISITE_TEXT[r]).join(', ')}. ` +
  'Их задаёт администратор сервера (ORGANISER_*)';
