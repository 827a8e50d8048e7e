import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

/** The place of work as the spec names it: PascalCase keys (product §3 `extraProperties`). */
export const extraPropertiesSchema = z
  .object({
    Description: z.string(),
    Department: z.string(),
    Employer: z.string(),
    JobPost: z.string(),
    DcAddress: z.string(),
    DcNumber: z.string(),
    DcDivision: z.string(),
  })
  .register(z.globalRegistry, { id: 'ExtraProperties' });
export type ExtraProperties = z.infer<typeof extraPropertiesSchema>;

/** 'verified' once the member has signed in with a code sent to the phone. */
export const PHONE_VERIFICATION_STATUSES = ['not_verified', 'verified'] as const;

export const userInfoSchema = z
  .object({
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    cityName: z.string(),
    phoneVerificationStatus: z.enum(PHONE_VERIFICATION_STATUSES),
    /** `/api/files/avatar/<id>` on the product's own host, or null: the web app shows its placeholder. */
    avatarUrl: z.nullable(z.string()),
    extraProperties: extraPropertiesSchema,
  })
  .register(z.globalRegistry, { id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /api/lk/personal-info/ */
export const personalInfoResponse = z.object({ userInfo: userInfoSchema });
export type PersonalInfoResponse = z.infer<typeof personalInfoResponse>;

export const personalInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/personal-info/',
  operationId: 'getPersonalInfo',
  summary: 'Личные данные, место работы и аватар',
  tag: 'profile',
  access: 'member',
  response: personalInfoResponse,
  errors: [],
});
