// The texts of the documents a member accepts, by kind (decision 0049). Their hash is taken of the
// text as data with the configured words left as placeholders, so that one edition has one hash on
// every installation whatever its product's name or support address.
import type { LegalKind } from '@cabinet/contracts/client';
import type { LegalDocumentText, TextContext } from './document';
import { consentText } from './consent-text';
import { rulesText } from './rules-text';

export const LEGAL_TEXTS: Record<LegalKind, (context: TextContext) => LegalDocumentText> = {
  rules: rulesText,
  pd_consent: consentText,
};

export const PLACEHOLDER_CONTEXT: TextContext = { productName: '{productName}', supportEmail: '{supportEmail}' };
