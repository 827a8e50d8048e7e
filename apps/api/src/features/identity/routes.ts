import {
  getConsentRoute,
  getPassportDataRoute,
  giveConsentRoute,
  setPassportDataRoute,
  setPassportFileRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { getConsent, getPassportData, giveConsent, savePassportData, uploadScan } from './service.js';

/** The member's identity document (spec §7 passport calls), its scans and the 152-ФЗ consent. */
export const identityRoutes = [
  implement(getPassportDataRoute, async ({ deps, member }) => getPassportData(deps, member.memberId)),
  implement(setPassportDataRoute, async ({ deps, member, body }) => savePassportData(deps, member.memberId, body)),
  implement(setPassportFileRoute, async ({ deps, log, member, upload }) =>
    uploadScan({ ...deps, log }, member.memberId, upload.fields.kind, upload.bytes),
  ),
  implement(getConsentRoute, async ({ deps, member }) => getConsent(deps, member.memberId)),
  implement(giveConsentRoute, async ({ deps, member, body }) => giveConsent(deps, member.memberId, body.version)),
];
