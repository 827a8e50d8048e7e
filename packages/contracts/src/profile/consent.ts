import { z } from 'zod';

/**
 * The version of the consent text to personal-data processing (152-ФЗ) the cabinet shows. A new
 * text gets a new version, and identity data is accepted again only after the member agrees to it.
 */
export const PD_CONSENT_VERSION = '2025-01';

/** POST /api/lk/consent — the member agrees to the text of `version`. */
export const giveConsentBody = z
  .object({
    version: z.literal(PD_CONSENT_VERSION, {
      error: 'Текст согласия обновился. Обновите страницу и подтвердите согласие ещё раз.',
    }),
  })
  .meta({ id: 'GiveConsentBody' });
export type GiveConsentBody = z.infer<typeof giveConsentBody>;

/** GET and POST /api/lk/consent: the member's consent to the current text, or null. */
export const consentResponse = z
  .object({
    consent: z.object({ version: z.string(), givenAt: z.iso.datetime() }).nullable(),
    currentVersion: z.string(),
  })
  .meta({ id: 'ConsentResponse' });
export type ConsentResponse = z.infer<typeof consentResponse>;
