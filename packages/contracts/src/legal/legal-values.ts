// The programme's documents a member accepts (docs/product.md «Правила и согласие»; decision 0049),
// without zod: the browser's screens read the same words.

/** rules: the programme rules, accepted with a tick and a code; pd_consent: the consent to personal-data processing. */
export const LEGAL_KINDS = ['rules', 'pd_consent'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_KIND_TITLE: Record<LegalKind, string> = {
  rules: 'Правила программы',
  pd_consent: 'Согласие на обработку персональных данных',
};

/** Where the cabinet shows the text of each document. */
export const LEGAL_KIND_PATH: Record<LegalKind, string> = { rules: '/rules', pd_consent: '/consent' };

/** How a version was accepted: a tick confirmed by a one-time code, or an explicit tick of consent. */
export const LEGAL_ACCEPTANCE_METHODS = ['code', 'consent'] as const;
export type LegalAcceptanceMethod = (typeof LEGAL_ACCEPTANCE_METHODS)[number];
export const LEGAL_ACCEPTANCE_METHOD_TEXT: Record<LegalAcceptanceMethod, string> = {
  code: 'Отметка и одноразовый код',
  consent: 'Отметка согласия',
};
