// Written by apps/web/src/features/documents/editions.test.ts (UPDATE_DOCS=1); do not edit.
// The editions of the documents this release's cabinet shows, and the SHA-256 of each text as data
// with the product's name and the support address left as {productName} and {supportEmail}: the
// back office publishes exactly these (decision 0049).
import type { LegalKind } from './legal-values.js';

export const SHIPPED_EDITIONS: Record<LegalKind, { edition: string; sha256: string }> = {
  rules: { edition: '2026-11-26', sha256: '22401db623684e114aa95a02b13c3fa7b132927b435e25e508d73aa236326dcf' },
  pd_consent: { edition: '2025-01-15', sha256: 'd651a56ade38b28787cd56b8645c9af9ecee55d3bfb56d141c18b852993b37a0' },
};
