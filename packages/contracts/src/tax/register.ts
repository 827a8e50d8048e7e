import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

export const taxRegisterQuery = z.object({
  year: z.coerce.number({ error: 'Год числом' }).check(z.int(), z.gte(2020, { error: 'Год не раньше 2020' }), z.lte(2099)),
  quarter: z.coerce
    .number({ error: 'Квартал: 1–4' })
    .check(z.int(), z.gte(1, { error: 'Квартал: 1–4' }), z.lte(4, { error: 'Квартал: 1–4' })),
});
export type TaxRegisterQuery = z.input<typeof taxRegisterQuery>;

/** The 6-НДФЛ register's columns (decision 0033), one line per paid order and rate. */
export const TAX_REGISTER_HEADER = [
  'ИНН',
  'ФИО',
  'Резидент',
  'Заявка',
  'Дата получения дохода',
  'Доход, ₽',
  'Ставка, %',
  'Налог исчислен, ₽',
  'Налог удержан, ₽',
  'Налог уплачен компанией, ₽',
  'Дата удержания',
  'Срок перечисления',
] as const;

export const taxRegisterRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/tax/register.csv',
  operationId: 'taxRegister',
  summary: 'Налоговый регистр НДФЛ за квартал (CSV) для 6-НДФЛ: доход, налог исчисленный и удержанный по каждому участнику',
  description:
    'Строка на каждую выплаченную в квартале заявку и ставку; суммы — из проводок по счёту «НДФЛ к уплате», итог сходится ' +
    'с ним до копейки. Выгрузка попадает в журнал.',
  tag: 'admin',
  access: 'operator',
  query: taxRegisterQuery,
  response: 'csv',
  errors: [],
});
