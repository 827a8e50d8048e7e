import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';

export const DASHBOARD_MONTHS = 12;

export const dashboardMonthSchema = z.object({
  /** `YYYY-MM`, Moscow time. */
  month: z.string(),
  /** Rewards accrued to members (clawbacks taken off). */
  accrued: pointsSchema,
  /** Withdrawals paid out. */
  paid: pointsSchema,
});

export const dashboardResponse = z
  .object({
    month: z.string(),
    thisMonth: z.object({
      accrued: pointsSchema,
      paid: pointsSchema,
      /** Contracts imported this month. */
      contracts: z.int().check(z.gte(0)),
      /** Members who signed in this month. */
      activeMembers: z.int().check(z.gte(0)),
    }),
    /** Withdrawals waiting for an operator: how many, how much, since when. */
    queue: z.object({
      orders: z.int().check(z.gte(0)),
      amount: pointsSchema,
      oldestCreatedAt: z.nullable(z.iso.datetime()),
    }),
    /** Members' disputes not yet decided, and those of them past a promised date (docs/product.md «Споры»). */
    disputes: z.object({ open: z.int().check(z.gte(0)), late: z.int().check(z.gte(0)) }),
    /** The last months, oldest first, this month last. */
    months: z.array(dashboardMonthSchema),
  })
  .register(z.globalRegistry, { id: 'Dashboard' });
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const dashboardRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  operationId: 'getDashboard',
  summary: 'Обзор: баллы начислены, выплачены и ждут выплаты по месяцам, очередь заявок, активность',
  tag: 'admin',
  access: 'operator',
  response: dashboardResponse,
  errors: [],
});
