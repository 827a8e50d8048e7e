import {
  getConsentRoute,
  getPassportDataRoute,
  giveConsentRoute,
  setPassportDataRoute,
  setPassportFileRoute,
  withdrawConsentRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import {
  getConsent,
  getPassportData,
  giveConsent,
  memberActor,
  savePassportData,
  uploadScan,
  withdrawConsent,
} from './service.js';

/** The member's identity document (product §7 passport calls), its scans and the 152-ФЗ consent. */
export const identityRoutes = [
  implement(getPassportDataRoute, async ({ deps, member, req }) =>
    getPassportData(deps, { memberId: member.memberId, ip: req.ip }),
  ),
  implement(setPassportDataRoute, async ({ deps, member, body }) => savePassportData(deps, member.memberId, body)),
  implement(setPassportFileRoute, async ({ deps, log, member, upload }) =>
    uploadScan({ ...deps, log }, member.memberId, upload.fields.kind, upload.file),
  ),
  implement(getConsentRoute, async ({ deps, member }) => getConsent(deps, member.memberId)),
  implement(giveConsentRoute, async ({ deps, member, body, req }) =>
    giveConsent(deps, { memberId: member.memberId, ip: req.ip, userAgent: req.headers['user-agent'] ?? null }, body.version),
  ),
  implement(withdrawConsentRoute, async ({ deps, log, member, req }) => {
    await withdrawConsent({ ...deps, log }, { ...memberActor(req.ip), memberId: member.memberId }, deps.clock.now());
    return getConsent(deps, member.memberId);
  }),
];
