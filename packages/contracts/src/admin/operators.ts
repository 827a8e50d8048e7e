import { countRu } from '../common/plural.js';
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { approvalSchema } from './approvals.js';
import { OPERATOR_DEALERS_MAX, OPERATOR_ROLES, operatorEmailSchema, operatorSchema } from './operator.js';

// A number in a path, not found when malformed: the approvals door's, used by other areas too.
export { changeIdParams } from './approvals.js';

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
 * The changes of an account that one admin cannot make alone (decision 0029): a new admin, a
 * promotion to admin, another operator's password or authenticator reset, and an operator's dealers
 * widened — more dealers, or none of the limit (decision 0066).
 */
export const OPERATOR_CHANGE_KINDS = ['create_admin', 'promote', 'reset_password', 'reset_totp', 'dealers'] as const;
export type OperatorChangeKind = (typeof OPERATOR_CHANGE_KINDS)[number];

/**
 * What an admin's action did: `operator` as it is now (null while a new admin waits), and the
 * request waiting for a second admin at the approvals door, or null when it took effect at once.
 */
export const operatorActionResponse = z.object({
  operator: z.nullable(operatorSchema),
  pendingChange: z.nullable(approvalSchema),
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

const DEALERS_ERROR = 'Выберите дилеров из списка';

/** A dealer's id as the team structure names it. */
const dealerIdSchema = z.string({ error: DEALERS_ERROR }).check(z.regex(/^[1-9][0-9]{0,17}$/, { error: DEALERS_ERROR }));

export const updateOperatorBody = z.object({
  role: z.optional(z.enum(OPERATOR_ROLES, { error: 'Роль: operator или admin' })),
  /** true ends every session of the operator at once. */
  disabled: z.optional(z.boolean({ error: 'Ожидается да или нет' })),
  /**
   * The dealers whose members the operator will see (decision 0066); null: every dealer. Fewer acts
   * at once (from the operator's next request); more waits for a second admin.
   */
  dealerIds: z.optional(
    z.nullable(
      z.array(dealerIdSchema).check(
        z.minLength(1, { error: 'Выберите хотя бы одного дилера или «Все дилеры»' }),
        z.maxLength(OPERATOR_DEALERS_MAX, {
          error: `Не больше ${countRu(OPERATOR_DEALERS_MAX, ['дилера', 'дилеров', 'дилеров'])}: выберите «Все дилеры»`,
        }),
      ),
    ),
  ),
});
export type UpdateOperatorBody = z.infer<typeof updateOperatorBody>;

export const updateOperatorRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/operators/:id',
  operationId: 'updateOperator',
  summary: 'Изменить роль оператора, его дилеров, отключить или включить его',
  description:
    'Себя отключить или лишить роли администратора нельзя. Отключение сразу завершает все сеансы оператора. ' +
    'Повышение до администратора ждёт подтверждения другим администратором (`pendingChange`). ' +
    'Дилеров задают только оператору: сужение действует с его следующего запроса, расширение (новый дилер ' +
    'или «Все дилеры») ждёт подтверждения другим администратором.',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  body: updateOperatorBody,
  response: z.object({ operator: operatorSchema, pendingChange: z.nullable(approvalSchema) }),
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
