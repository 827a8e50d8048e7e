import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/**
 * What an admin should look at on the dashboard (decision 0029): an approval refused because the
 * approving account was created, promoted or reset by the maker; a change of an account's life
 * cycle still in its cooling-off period; requests waiting for a second admin.
 */
export const SECURITY_ALERT_KINDS = ['cooling_off_refused', 'account_changed', 'awaiting_second_admin'] as const;
export type SecurityAlertKind = (typeof SECURITY_ALERT_KINDS)[number];

/** Where the alert's details are. */
export const SECURITY_ALERT_LINKS = ['/admin/operators', '/admin/settings', '/admin/audit'] as const;

export const securityAlertSchema = z.object({
  kind: z.enum(SECURITY_ALERT_KINDS),
  at: z.iso.datetime(),
  /** A sentence in Russian: who did what to whom. */
  text: z.string(),
  link: z.enum(SECURITY_ALERT_LINKS),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

export const securityAlertsResponse = z.object({ alerts: z.array(securityAlertSchema) });
export type SecurityAlertsResponse = z.infer<typeof securityAlertsResponse>;

export const securityAlertsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/security-alerts',
  operationId: 'listSecurityAlerts',
  summary: 'Предупреждения о разделении обязанностей для обзора',
  tag: 'admin',
  access: 'admin',
  response: securityAlertsResponse,
  errors: [],
});
