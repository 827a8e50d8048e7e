import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';

// The compliance view of the back office (decision 0052): what the regulators look at, read from the
// ledger and the orders — the self-employed against the labour ministry's indicator of disguised
// employment, former employees paid within two years, self-employed members whose status was lost
// with money still due, and the insurance contributions on what individuals were paid.

export * from './compliance-values.js';

export const complianceQuery = z.object({
  year: z.coerce.number({ error: 'Год числом' }).check(z.int(), z.gte(2020, { error: 'Год не раньше 2020' }), z.lte(2099)),
});
export type ComplianceQuery = z.input<typeof complianceQuery>;

const memberShape = { memberId: z.string(), fullName: z.string(), phone: z.string() };

export const complianceReportSchema = z
  .object({
    year: z.number(),
    npd: z.object({
      /** How many self-employed meet the indicator's conditions the company can see. */
      counted: z.number(),
      state: z.enum(['clear', 'warning', 'over']),
      agents: z.array(
        z.object({
          ...memberShape,
          inn: z.string(),
          /** Since the member joined the programme. */
          since: z.string(),
          months: z.number(),
          /** НПД payouts of the last twelve months, and their monthly average over the months worked (at most 12). */
          paidLastYear: pointsSchema,
          monthlyAverage: pointsSchema,
        }),
      ),
    }),
    formerEmployees: z.array(
      z.object({
        ...memberShape,
        /** The last day of the labour contract; null: employed now. */
        endedOn: z.nullable(z.string()),
        paidOrders: z.number(),
        paid: pointsSchema,
        /** Of it, paid as НПД: income that was not НПД income (paid before the record). */
        paidAsNpd: pointsSchema,
      }),
    ),
    lostStatus: z.array(
      z.object({
        ...memberShape,
        inn: z.string(),
        lostAt: z.string(),
        reasonText: z.string(),
        /** Orders still waiting, and points on the balance. */
        pending: pointsSchema,
        available: pointsSchema,
      }),
    ),
    contributions: z.object({
      rates: z.nullable(z.object({ rate: z.number(), baseLimit: z.number(), rateAbove: z.number(), source: z.string() })),
      members: z.array(z.object({ ...memberShape, income: pointsSchema, contributions: z.nullable(pointsSchema) })),
      income: pointsSchema,
      total: z.nullable(pointsSchema),
    }),
  })
  .register(z.globalRegistry, { id: 'ComplianceReport' });
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

export const complianceRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/compliance',
  operationId: 'complianceReport',
  summary: 'Комплаенс: самозанятые и индикатор Минтруда, бывшие работники, утраченный статус НПД, страховые взносы за год',
  tag: 'admin',
  access: 'operator',
  query: complianceQuery,
  response: complianceReportSchema,
  errors: ['validation_error'],
});

export const complianceCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/compliance.csv',
  operationId: 'complianceCsv',
  summary: 'Комплаенс за год (CSV) для бухгалтера: по строке на участника в каждом разделе',
  description: 'Выгрузка попадает в журнал аудита.',
  tag: 'admin',
  access: 'operator',
  query: complianceQuery,
  response: 'csv',
  errors: ['validation_error'],
});
