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

export const createOperatorBody = z.object({
  email: operatorEmailSchema,
  displayName: z.string({ error: 'Ожидается текст' }).check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' })),
  role: z.enum(OPERATOR_ROLES, { error: 'Роль: operator или admin' }),
});
export type CreateOperatorBody = z.infer<typeof createOperatorBody>;

/** A password shown once: the operator changes it at the first sign-in. */
export const oneTimePasswordResponse = z.object({ operator: operatorSchema, oneTimePassword: z.string() });
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponse>;

export const createOperatorRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators',
  operationId: 'createOperator',
  summary: 'Создать оператора (пароль показывается один раз и меняется при первом входе)',
  tag: 'admin',
  access: 'admin',
  body: createOperatorBody,
  response: oneTimePasswordResponse,
  errors: [],
});

export const updateOperatorBody = z.object({
  role: z.optional(z.enum(OPERATOR_ROLES, { error: 'Роль: operator или admin' })),
  /** true ends every session of the operator at once. */
  disabled: z.optional(z.boolean({ error: 'Ожидается да или нет' })),
});

export const updateOperatorRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/operators/:id',
  operationId: 'updateOperator',
  summary: 'Изменить роль оператора, отключить или включить его',
  description: 'Себя отключить или лишить роли администратора нельзя. Отключение сразу завершает все сеансы оператора.',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  body: updateOperatorBody,
  response: z.object({ operator: operatorSchema }),
  errors: ['not_found', 'conflict'],
});

export const resetOperatorPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reset-password',
  operationId: 'resetOperatorPassword',
  summary: 'Выдать оператору новый временный пароль (его сеансы завершаются)',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  response: oneTimePasswordResponse,
  errors: ['not_found'],
});

export const resetOperatorTotpRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reset-totp',
  operationId: 'resetOperatorTotp',
  summary: 'Сбросить приложение-аутентификатор оператора (например, при потере телефона)',
  tag: 'admin',
  access: 'admin',
  params: operatorIdParams,
  response: z.object({ operator: operatorSchema }),
  errors: ['not_found'],
});
