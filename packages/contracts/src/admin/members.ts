// The back office's members: search, a member's card, creation, blocking (docs/product.md §12).
import * as z from 'zod/mini';
import { nameSchema } from '../common/validation.js';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { historyEntrySchema } from '../money/account-history.js';
import { orderCardSchema } from '../money/order.js';
import { pointsSchema } from '../money/points.js';
import { IDENTITY_STATUS_TEXTS } from '../profile/passport-data.js';
import { MEMBER_STATUSES } from './member-values.js';

export * from './member-values.js';

export const MEMBERS_PAGE_SIZE = 25;

/** Anything but a member id answers 404 like a missing member. */
export const memberIdParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, { error: 'not_found' })) });

export const memberRowSchema = z
  .object({
    id: z.string(),
    phone: z.string(),
    fullName: z.string(),
    status: z.enum(MEMBER_STATUSES),
    available: pointsSchema,
    identityStatus: z.nullable(z.enum(IDENTITY_STATUS_TEXTS)),
    contracts: z.int(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'AdminMemberRow' });
export type AdminMemberRow = z.infer<typeof memberRowSchema>;

export const searchMembersQuery = z.object({
  /** Phone digits in any format, a part of the name, an INN or a contract number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
  status: z.optional(z.enum(MEMBER_STATUSES, { error: 'Статус: active или blocked' })),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(MEMBERS_PAGE_SIZE, 100),
});
export type SearchMembersQuery = z.input<typeof searchMembersQuery>;

export const searchMembersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/members',
  operationId: 'searchMembers',
  summary: 'Поиск участников по телефону, имени, ИНН или номеру договора',
  tag: 'admin',
  access: 'operator',
  query: searchMembersQuery,
  response: z.object({ members: z.array(memberRowSchema), totalCount: z.int() }),
  errors: [],
});

const contractRowSchema = z.object({
  number: z.string(),
  clientName: z.string(),
  signedOn: z.string(),
  status: z.enum(['active', 'terminated']),
  reward: pointsSchema,
  /** `YYYY-MM-DD` (Moscow) when its reward, still in the quality hold, becomes available; null otherwise. */
  availableOn: z.nullable(z.string()),
});

const memberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.nullable(z.iso.datetime()),
});

export const memberCardSchema = z
  .object({
    id: z.string(),
    phone: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    cityName: z.string(),
    email: z.nullable(z.string()),
    employer: z.string(),
    jobPost: z.string(),
    status: z.enum(MEMBER_STATUSES),
    blockedAt: z.nullable(z.iso.datetime()),
    blockedReason: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
    phoneVerified: z.boolean(),
    /** `held`: rewards waiting for the end of the quality hold (not in the ledger yet, decision 0053). */
    balances: z.object({ available: pointsSchema, frozen: pointsSchema, debt: pointsSchema, held: pointsSchema }),
    identity: z.nullable(
      z.object({ status: z.enum(IDENTITY_STATUS_TEXTS), comment: z.string(), updatedAt: z.iso.datetime(), inn: z.string() }),
    ),
    /** The latest lines of the history, newest first. */
    history: z.array(historyEntrySchema),
    orders: z.array(orderCardSchema),
    contracts: z.array(contractRowSchema),
    /** Sign-ins not revoked and not expired. */
    sessions: z.array(memberSessionSchema),
  })
  .register(z.globalRegistry, { id: 'AdminMemberCard' });
export type AdminMemberCard = z.infer<typeof memberCardSchema>;

export const getMemberRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/members/:id',
  operationId: 'getMemberCard',
  summary: 'Карточка участника: профиль, баланс, история, заявки, договоры, документ, сеансы',
  description: 'Каждое открытие карточки записывается в журнал аудита.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  response: memberCardSchema,
  errors: ['not_found'],
});

export const createMemberBody = z.object({
  phone: z.string({ error: 'Укажите телефон' }).check(z.regex(/^79\d{9}$/, { error: 'Телефон в формате +7 (9XX) XXX-XX-XX' })),
  firstName: nameSchema().check(z.minLength(1, { error: 'Укажите имя' })),
  lastName: nameSchema().check(z.minLength(1, { error: 'Укажите фамилию' })),
  middleName: z.optional(nameSchema()),
});
export type CreateMemberBody = z.infer<typeof createMemberBody>;

export const createMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/members',
  operationId: 'createMember',
  summary: 'Добавить участника (дальше он входит по SMS-коду)',
  tag: 'admin',
  access: 'operator',
  body: createMemberBody,
  response: z.object({ id: z.string() }),
  errors: ['member_exists'],
});

export const memberReasonBody = z.object({
  reason: z
    .string({ error: 'Укажите причину' })
    .check(z.trim(), z.minLength(3, { error: 'Укажите причину' }), z.maxLength(500, { error: 'Не длиннее 500 символов' })),
});

export const blockMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/members/:id/block',
  operationId: 'blockMember',
  summary: 'Заблокировать участника: вход закрыт, открытые сеансы завершаются сразу',
  description: 'Заявки на вывод в обработке остаются оператору для решения.',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  body: memberReasonBody,
  response: memberCardSchema,
  errors: ['not_found', 'conflict'],
});

export const unblockMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/members/:id/unblock',
  operationId: 'unblockMember',
  summary: 'Разблокировать участника',
  tag: 'admin',
  access: 'operator',
  params: memberIdParams,
  body: memberReasonBody,
  response: memberCardSchema,
  errors: ['not_found', 'conflict'],
});
