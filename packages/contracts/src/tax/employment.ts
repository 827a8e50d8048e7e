import * as z from 'zod/mini';
import { approvalSchema } from '../admin/approvals.js';
import { memberIdParams } from '../admin/members.js';
import { isoDateSchema } from '../common/validation.js';
import { defineRoute } from '../http/route.js';

// A member's employment with the company under a labour contract (decision 0051): income from a former employer within two years after the employment ended
// is not НПД income (п. 8 ч. 2 ст. 6 422-ФЗ), so a самозанятый who is or was an employee is paid
// as an individual until then, and told why.

/** Years after the end of the employment during which the employer's payouts are not НПД income. */
export const FORMER_EMPLOYER_NPD_YEARS = 2;

/**
 * The first day the company's payouts may be НПД income again: the end of the employment plus two
 * calendar years (a 29 February end gives 1 March). Null while employed (no end recorded).
 */
export function npdAllowedFrom(endedOn: string | null): string | null {
  if (endedOn === null) return null;
  const end = new Date(`${endedOn}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + FORMER_EMPLOYER_NPD_YEARS);
  return end.toISOString().slice(0, 10);
}

/** Whether the rule keeps the company's payouts out of НПД on `today` (YYYY-MM-DD, Moscow). */
export function employmentBarsNpd(endedOn: string | null, today: string): boolean {
  const allowedFrom = npdAllowedFrom(endedOn);
  return allowedFrom === null || today < allowedFrom;
}

export const memberEmploymentSchema = z
  .object({
    /** The last day of the employment; null: employed now. */
    endedOn: z.nullable(z.string()),
    /** The first day payouts may be НПД income again; null while employed. */
    npdAllowedFrom: z.nullable(z.string()),
    /** Whether the rule applies today. */
    barsNpd: z.boolean(),
    recordedAt: z.iso.datetime(),
    /** The operator who recorded it, as the back office names operators. */
    recordedBy: z.string(),
  })
  .register(z.globalRegistry, { id: 'MemberEmployment' });
export type MemberEmployment = z.infer<typeof memberEmploymentSchema>;

export const memberEmploymentResponse = z.object({
  employment: z.nullable(memberEmploymentSchema),
  /**
   * A change that shortens the rule or removes the record (it lowers the tax: decision 0060), waiting
   * for a second admin; the record above stays in force until then.
   */
  pending: z.nullable(approvalSchema),
});
export type MemberEmploymentResponse = z.infer<typeof memberEmploymentResponse>;

export const EMPLOYMENT_END_IN_FUTURE = 'Дата увольнения не может быть позже чем через год';

export const recordEmploymentBody = z.object({
  /** The last day of the employment; null: employed now. */
  endedOn: z.nullable(isoDateSchema),
});
export type RecordEmploymentBody = z.infer<typeof recordEmploymentBody>;

export const getMemberEmploymentRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/members/:id/employment',
  operationId: 'getMemberEmployment',
  summary: 'Работа участника в компании по трудовому договору (для правила о бывших работодателях в НПД)',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  response: memberEmploymentResponse,
  errors: ['not_found'],
});

export const recordMemberEmploymentRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/members/:id/employment',
  operationId: 'recordMemberEmployment',
  summary: 'Записать работу участника в компании: дату увольнения или «работает сейчас»',
  description:
    'Пока с увольнения не прошло двух лет (п.\u00a08 ч.\u00a02 ст.\u00a06 закона №\u00a0422\u2011ФЗ), участнику не платят как самозанятому: ' +
    'новые заявки облагаются НДФЛ, а выплата по заявке, решённой как самозанятому, отменяется с возвратом баллов. ' +
    'Более ранняя дата увольнения (или дата вместо «работает сейчас») снижает налог и ждёт подтверждения второго администратора. ' +
    'Запись попадает в журнал аудита.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  body: recordEmploymentBody,
  response: memberEmploymentResponse,
  errors: ['not_found', 'validation_error', 'conflict'],
});

export const removeMemberEmploymentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/members/:id/employment',
  operationId: 'removeMemberEmployment',
  summary: 'Удалить ошибочную запись о работе участника в компании',
  description: 'Удаление снижает налог: оно ждёт подтверждения второго администратора. Запись попадает в журнал аудита.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  response: memberEmploymentResponse,
  errors: ['not_found', 'conflict'],
});
