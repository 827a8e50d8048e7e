// The partner API's keys in the back office (docs/partner-api.md «Ключи»): an admin issues one with
// its scopes, the partner's addresses and an expiry; the secrets are shown once. A key that writes
// contracts (money) waits for a second admin at the approvals door (decision 0063).
import * as z from 'zod/mini';
import { approvalSchema } from '../admin/approvals.js';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { isoDateSchema } from '../common/validation.js';
import { isAddressOrNetwork } from './addresses.js';
import { PARTNER_KEY_STATUSES, PARTNER_ROTATION_MAX_HOURS, PARTNER_SCOPES } from './partner-values.js';

export const partnerKeySchema = z
  .object({
    /** The key's public id (the middle of `apk_<id>_<secret>`). */
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(PARTNER_SCOPES)),
    /** Addresses and networks the key may be used from; empty: any. */
    addresses: z.array(z.string()),
    ratePerMinute: z.int(),
    status: z.enum(PARTNER_KEY_STATUSES),
    /** The key stops working at this moment (a rotation's old key, or the expiry its admin chose). */
    expiresAt: z.nullable(z.iso.datetime()),
    expired: z.boolean(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    /** The key this one replaced by a rotation. */
    rotatedFrom: z.nullable(z.string()),
    revokedAt: z.nullable(z.iso.datetime()),
    lastUsedAt: z.nullable(z.iso.datetime()),
    /** The second admin's decision, for a key that writes contracts. */
    approval: z.nullable(approvalSchema),
  })
  .register(z.globalRegistry, { id: 'PartnerKey' });
export type PartnerKey = z.infer<typeof partnerKeySchema>;

export const issuedPartnerKeySchema = z
  .object({
    key: partnerKeySchema,
    /** `apk_<id>_<secret>`: sent as `Authorization: Bearer …`. Shown once, kept only as a hash. */
    apiKey: z.string(),
    /** `whsec_…`: signs the partner's requests (Standard Webhooks). Shown once. */
    signingSecret: z.string(),
  })
  .register(z.globalRegistry, { id: 'IssuedPartnerKey' });
export type IssuedPartnerKey = z.infer<typeof issuedPartnerKeySchema>;

const scopesError = 'Выберите, что ключу можно делать';

export const issuePartnerKeyBody = z.object({
  name: z
    .string({ error: 'Укажите название ключа' })
    .check(z.trim(), z.minLength(1, { error: 'Укажите название ключа' }), z.maxLength(100, { error: 'Не длиннее 100 символов' })),
  scopes: z.array(z.enum(PARTNER_SCOPES, { error: scopesError }), { error: scopesError }).check(
    z.minLength(1, { error: scopesError }),
    z.maxLength(PARTNER_SCOPES.length, { error: 'Каждая область — один раз' }),
    z.refine((s) => new Set(s).size === s.length, { error: 'Каждая область — один раз' }),
  ),
  addresses: z._default(
    z
      .array(
        z.string().check(
          z.trim(),
          // The longest: an IPv6 address with an IPv4 tail and a prefix.
          z.maxLength(50, { error: 'Адрес IPv4 или IPv6, можно сеть: 203.0.113.0/24' }),
          z.refine(isAddressOrNetwork, { error: 'Адрес IPv4 или IPv6, можно сеть: 203.0.113.0/24' }),
        ),
      )
      .check(z.maxLength(50, { error: 'Не больше 50 адресов' })),
    [],
  ),
  /** The last day the key works (Moscow); null: until revoked. */
  expiresOn: z._default(z.nullable(isoDateSchema), null),
  ratePerMinute: z.optional(
    z
      .int({ error: 'Целое число запросов в минуту' })
      .check(
        z.gte(1, { error: 'От 1 до 100\u00a0000 запросов в минуту' }),
        z.lte(100_000, { error: 'От 1 до 100\u00a0000 запросов в минуту' }),
      ),
  ),
});
export type IssuePartnerKeyBody = z.input<typeof issuePartnerKeyBody>;

export const partnerKeyParams = z.object({
  id: z.string({ error: 'not_found' }).check(z.regex(/^[0-9a-f]{16}$/, { error: 'not_found' })),
});

const overlapError = `От 0 до ${countRu(PARTNER_ROTATION_MAX_HOURS, ['часа', 'часов', 'часов'])}`;

export const rotatePartnerKeyBody = z.object({
  /** Hours the old key stays valid beside the new one. */
  overlapHours: z
    .int({ error: overlapError })
    .check(z.gte(0, { error: overlapError }), z.lte(PARTNER_ROTATION_MAX_HOURS, { error: overlapError })),
});

export const listPartnerKeysRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/partner-keys',
  operationId: 'listPartnerKeys',
  summary: 'Ключи API партнёров: действующие, ждущие второго администратора, отозванные',
  tag: 'admin',
  access: 'admin',
  response: z.object({ keys: z.array(partnerKeySchema) }),
  errors: [],
});

export const issuePartnerKeyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/partner-keys',
  operationId: 'issuePartnerKey',
  summary: 'Выпустить ключ API партнёра (секреты показываются один раз)',
  description:
    'Ключ, которому можно передавать договоры (contracts:write), начинает работать после подтверждения другим ' +
    'администратором в «На подтверждении».',
  tag: 'admin',
  access: 'admin',
  body: issuePartnerKeyBody,
  response: issuedPartnerKeySchema,
  errors: ['partner_key_expiry_past'],
});

export const rotatePartnerKeyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/partner-keys/:id/rotate',
  operationId: 'rotatePartnerKey',
  summary: 'Заменить ключ новым: старый действует ещё выбранное число часов',
  tag: 'admin',
  access: 'admin',
  params: partnerKeyParams,
  body: rotatePartnerKeyBody,
  response: issuedPartnerKeySchema,
  errors: ['not_found', 'partner_key_not_active'],
});

export const revokePartnerKeyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/partner-keys/:id/revoke',
  operationId: 'revokePartnerKey',
  summary: 'Отозвать ключ: следующий же запрос с ним отклоняется',
  tag: 'admin',
  access: 'admin',
  params: partnerKeyParams,
  response: partnerKeySchema,
  errors: ['not_found', 'partner_key_revoked'],
});
