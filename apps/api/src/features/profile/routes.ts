import {
  accountInfoRoute,
  personalInfoRoute,
  setAccountDataRoute,
  setImgRoute,
  setPlaceOfWorkRoute,
  setUserDataRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { getAccountInfo, getPersonalInfo, setAccountData, setAvatar, setPlaceOfWork, setUserData } from './service.js';

/** The member's own profile (product §7 `/api/lk/...`): personal data, place of work, account data, avatar. */
export const profileRoutes = [
  implement(personalInfoRoute, async ({ deps, member }) => getPersonalInfo(deps, member.memberId)),
  implement(accountInfoRoute, async ({ deps, member }) => getAccountInfo(deps, member.memberId)),
  implement(setUserDataRoute, async ({ deps, member, body }) => setUserData(deps, member.memberId, body)),
  implement(setPlaceOfWorkRoute, async ({ deps, member, body }) => setPlaceOfWork(deps, member.memberId, body)),
  implement(setAccountDataRoute, async ({ deps, member, body }) => setAccountData(deps, member.memberId, body)),
  implement(setImgRoute, async ({ deps, log, member, upload }) => setAvatar({ ...deps, log }, member.memberId, upload.file)),
];
