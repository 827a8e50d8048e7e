// The acts of accepting the rules and the consent (decision 0049). The standing itself is a shared
// query (lib/queries/member-queries.ts): the withdrawal waits for it too.
import { acceptConsentRoute, acceptRulesRoute, rulesCodeRoute } from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

export const requestRulesCode = (versionId: number) => callApi(rulesCodeRoute, { body: { versionId } });
export const acceptRules = (versionId: number, code: string) =>
  callApi(acceptRulesRoute, { body: { versionId, read: true, code } });
export const acceptConsent = (versionId: number) => callApi(acceptConsentRoute, { body: { versionId, consent: true } });
