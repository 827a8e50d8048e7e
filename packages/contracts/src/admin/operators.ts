import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { OPERATOR_ROLES, operatorEmailSchema, operatorSchema } from './operator.js';

export const operatorIdParams = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, { error: 'not_found' })) });

export const listOperatorsResponse = z.object({ operators: z.array(operatorSchema) });
export type ListOperatorsResponse = z.infer<typeof listOperatorsResponse>;

export const listOperatorsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/operators',
  operationId: 'listOperators',
  summary: 'Операторы бэк-офиса',
  tag: 'admin',
  access: 'admin',
  response: listOperatorsResponse,
  errors: [],
});

/**
 * The changes of an account's life cycle that one admin cannot make alone (decision 0029): a new
 * admin, a promotion to admin, another operator's password or authenticator reset.
 */
export const OPERATOR_CHANGE_KINDS = ['create_admin', 'promote', 'reset_password', 'reset_totp'] as const;
export type OperatorChangeKind = (typeof OPERATOR_CHANGE_KINDS)[number];

/** A change waiting for a second admin. */
export const operatorChangeSchema = z
  .object({
    id: z.number(),
    kind: z.enum(OPERATOR_CHANGE_KINDS),
    /** The account concerned; null for an admin not created yet. */
    operatorId: z.nullable(z.string()),
    email: z.string(),
    displayName: z.string(),
    /** The maker's e-mail. */
    requestedBy: z.string(),
    requestedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'OperatorChange' });
export type OperatorChange = z.infer<typeof operatorChangeSchema>;

/**
 * What an admin's action did: `operator` as it is now (null while a new admin waits), and the
 * change waiting for a second admin, or null when it took effect at once.
 */
export const operatorActionResponse = z.object({
  operator: z.nullable(operatorSchema),
  pendingChange: z.nullable(operatorChangeSchema),
});
export type OperatorActionResponse = z.infer<typeof operatorActionResponse>;

export const createOperatorBody = z.object({
  email: operatorEmailSchema,
  displayName: z.string({ error: 'Ожидается текст' }).check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' })),
  role: z.enum(OPERATOR_ROLES, { error: 'Роль: operator или admin' }),
});
export type CreateOperatorBody = z.infer<typeof createOperatorBody>;

export const createOperatorRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators',
  operationId: 'createOperator',
  summary: 'Создать оператора (ссылка для задания пароля уходит ему на e-mail)',
  description:
    'Оператор создаётся сразу и получает письмо со ссылкой, по которой сам задаёт пароль. Администратор ' +
    'создаётся только после подтверждения другим администратором (`pendingChange`).',
  tag: 'admin',
  access: 'admin',
  body: createOperatorBody,
  response: operatorActionResponse,
  errors: ['mail_failed', 'conflict'],
});

export const updateOperatorBody = z.object({
  role: z.optional(z.enum(OPERATOR_ROLES, { error: 'Роль: operator или admin' })),
  /** true ends every session of the operator at once. */
  disabled: z.optional(z.boolean({ error: 'Ожидается да или нет' })),
});
export type UpdateOperatorBody = z.infer<typeof updateOperatorBody>;

export const updateOperatorRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/operators/:id',
  operationId: 'updateOperator',
  summary: 'Изменить роль оператора, отключить или включить его',
  description:
    'Себя отключить или лишить роли администратора нельзя. Отключение сразу завершает все сеансы оператора. ' +
    'Повышение до администратора ждёт подтверждения другим администратором (`pendingChange`).',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  body: updateOperatorBody,
  response: z.object({ operator: operatorSchema, pendingChange: z.nullable(operatorChangeSchema) }),
  errors: ['not_found', 'conflict'],
});

export const resetOperatorPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reset-password',
  operationId: 'resetOperatorPassword',
  summary: 'Сбросить пароль оператора (после подтверждения другим администратором)',
  description:
    'Запрос ждёт второго администратора. После подтверждения сеансы оператора завершаются, а ссылка для ' +
    'нового пароля уходит ему на e-mail.',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  response: operatorActionResponse,
  errors: ['not_found', 'conflict'],
});

export const resetOperatorTotpRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reset-totp',
  operationId: 'resetOperatorTotp',
  summary: 'Сбросить приложение-аутентификатор оператора (после подтверждения другим администратором)',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  response: operatorActionResponse,
  errors: ['not_found', 'conflict'],
});

export const listOperatorChangesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/operator-changes',
  operationId: 'listOperatorChanges',
  summary: 'Изменения учётных записей, ждущие второго администратора',
  tag: 'admin',
  access: 'admin',
  response: z.object({ changes: z.array(operatorChangeSchema) }),
  errors: [],
});

const NOT_FOUND = { error: 'not_found' };
/** A pending change's number (operators' and settings'). */
export const changeIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const approveOperatorChangeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operator-changes/:id/approve',
  operationId: 'approveOperatorChange',
  summary: 'Подтвердить изменение учётной записи (второй администратор)',
  description: `Автор запроса подтвердить его не может; учётная запись, которую он недавно создал, повысил или сбросил, — тоже.`,
  tag: 'admin',
  access: 'admin',
  params: changeIdParams,
  response: operatorActionResponse,
  errors: ['not_found', 'change_decided', 'own_change_approval', 'approval_cooling_off', 'mail_failed', 'conflict'],
});

export const rejectOperatorChangeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operator-changes/:id/reject',
  operationId: 'rejectOperatorChange',
  summary: 'Отклонить изменение учётной записи (или отозвать свой запрос)',
  tag: 'admin',
  access: 'admin',
  params: changeIdParams,
  response: z.object({ success: z.literal(true) }),
  errors: ['not_found', 'change_decided'],
});
