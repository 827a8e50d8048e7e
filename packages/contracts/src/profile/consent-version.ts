// The consent text's version without zod: the browser sends it with the member's consent.

/**
 * The version of the consent text to personal-data processing (152-ФЗ) the cabinet shows. A new
 * text gets a new version, and identity data is accepted again only after the member agrees to it.
 */
export const PD_CONSENT_VERSION = '2025-01';
