import {
  USER_NAME_TAKEN_MESSAGE,
  fileUrl,
  type AccountInfoResponse,
  type PersonalInfoResponse,
  type SetAccountData,
  type SetImgResponse,
  type SetPlaceOfWork,
  type SetUserData,
} from '@cabinet/contracts';
import { PG, pgErrorCode, type Db } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UploadBody } from '../../lib/uploads/spooled-file.js';
import { commitUpload, deleteFileRow, insertFileRow, type UploadDeps } from '../files/service.js';
import { toAvatarWebp } from './avatar-image.js';
import {
  findProfile,
  isUserNameTaken,
  lockAvatar,
  setAvatarFile,
  updateAccountData,
  updatePlaceOfWork,
  updateUserData,
  type ProfileRow,
} from './queries.js';

interface Deps {
  db: Db;
  clock: Clock;
}

async function profileOf(db: Db, memberId: string): Promise<ProfileRow> {
  const row = await findProfile(db, memberId);
  // The token outlived its member: the same answer as any other dead sign-in.
  if (!row) throw new AppError('unauthorized');
  return row;
}

export async function getPersonalInfo(deps: Deps, memberId: string): Promise<PersonalInfoResponse> {
  const p = await profileOf(deps.db, memberId);
  return {
    userInfo: {
      firstName: p.firstName,
      middleName: p.middleName,
      lastName: p.lastName,
      cityName: p.cityName,
      phoneVerificationStatus: p.phoneVerificationStatus,
      avatarUrl: p.avatarFileId ? fileUrl('avatar', p.avatarFileId) : null,
      extraProperties: {
        Description: p.description,
        Department: p.department,
        Employer: p.employer,
        JobPost: p.jobPost,
        DcAddress: p.dcAddress,
        DcNumber: p.dcNumber,
        DcDivision: p.dcDivision,
      },
    },
  };
}

export async function getAccountInfo(deps: Deps, memberId: string): Promise<AccountInfoResponse> {
  const p = await profileOf(deps.db, memberId);
  return { accountInfo: { email: p.email ?? '', phoneNumber: p.phone, userName: p.userName ?? '' } };
}

export async function setUserData(deps: Deps, memberId: string, data: SetUserData): Promise<true> {
  if ((await updateUserData(deps.db, memberId, data, deps.clock.now())) === 0) throw new AppError('unauthorized');
  return true;
}

export async function setPlaceOfWork(deps: Deps, memberId: string, data: SetPlaceOfWork): Promise<true> {
  if ((await updatePlaceOfWork(deps.db, memberId, data, deps.clock.now())) === 0) throw new AppError('unauthorized');
  return true;
}

const userNameTaken = () => new AppError('validation_error', { details: { fields: { userName: USER_NAME_TAKEN_MESSAGE } } });

export async function setAccountData(deps: Deps, memberId: string, data: SetAccountData): Promise<true> {
  // The check gives the clear answer; the unique index decides a race between two members.
  if (await isUserNameTaken(deps.db, data.userName, memberId)) throw userNameTaken();
  let updated: number;
  try {
    updated = await updateAccountData(deps.db, memberId, data, deps.clock.now());
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) throw userNameTaken();
    throw err;
  }
  if (updated === 0) throw new AppError('unauthorized');
  return true;
}

/**
 * Replaces the member's avatar: the new WebP is stored, recorded and linked in one transaction;
 * the previous avatar's row goes in the same transaction and its bytes after the commit.
 */
export async function setAvatar(deps: Deps & UploadDeps, memberId: string, upload: UploadBody): Promise<SetImgResponse> {
  const webp = await toAvatarWebp(upload);
  const now = deps.clock.now();
  return commitUpload(deps, { body: webp, extension: 'webp' }, async (tx, storageKey) => {
    // Locked first: two uploads at once take turns, and the later one replaces the earlier.
    const current = await lockAvatar(tx, memberId);
    if (!current) throw new AppError('unauthorized');
    const fileId = await insertFileRow(tx, {
      memberId,
      kind: 'avatar',
      mime: 'image/webp',
      sizeBytes: webp.length,
      storageKey,
      now,
    });
    await setAvatarFile(tx, memberId, fileId, now);
    const releasedKeys: string[] = [];
    if (current.avatarFileId) {
      const oldKey = await deleteFileRow(tx, current.avatarFileId);
      if (oldKey) releasedKeys.push(oldKey);
    }
    return { result: { avatarUrl: fileUrl('avatar', fileId) }, releasedKeys };
  });
}
