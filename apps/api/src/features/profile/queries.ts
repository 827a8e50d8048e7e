import type { SetAccountData, SetPlaceOfWork, SetUserData } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface ProfileRow {
  phone: string;
  firstName: string;
  middleName: string;
  lastName: string;
  cityName: string;
  email: string | null;
  userName: string | null;
  phoneVerificationStatus: 'not_verified' | 'verified';
  avatarFileId: string | null;
  description: string;
  department: string;
  employer: string;
  jobPost: string;
  dcAddress: string;
  dcNumber: string;
  dcDivision: string;
}

export async function findProfile(db: Queryable, memberId: string): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT phone, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName",
            city_name AS "cityName", email, user_name AS "userName",
            phone_verification_status AS "phoneVerificationStatus", avatar_file_id AS "avatarFileId",
            description, department, employer, job_post AS "jobPost", dc_address AS "dcAddress",
            dc_number AS "dcNumber", dc_division AS "dcDivision"
       FROM members WHERE id = $1`,
    [memberId],
  );
  return rows[0];
}

export async function updateUserData(db: Queryable, memberId: string, d: SetUserData, now: Date): Promise<number> {
  const res = await db.query(
    `UPDATE members SET first_name = $2, middle_name = $3, last_name = $4, city_name = $5, updated_at = $6
      WHERE id = $1`,
    [memberId, d.firstName, d.middleName, d.lastName, d.cityName, now],
  );
  return res.rowCount;
}

export async function updatePlaceOfWork(db: Queryable, memberId: string, d: SetPlaceOfWork, now: Date): Promise<number> {
  const res = await db.query(
    `UPDATE members SET description = $2, department = $3, employer = $4, job_post = $5,
            dc_address = $6, dc_number = $7, dc_division = $8, updated_at = $9
      WHERE id = $1`,
    [memberId, d.Description, d.Department, d.Employer, d.JobPost, d.DcAddress, d.DcNumber, d.DcDivision, now],
  );
  return res.rowCount;
}

/** Whether another member holds this user name, in any letter case (members_user_name_lower_key). */
export async function isUserNameTaken(db: Queryable, userName: string, exceptMemberId: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM members WHERE lower(user_name) = lower($1) AND id <> $2) AS taken',
    [userName, exceptMemberId],
  );
  return rows[0]?.taken ?? false;
}

export async function updateAccountData(db: Queryable, memberId: string, d: SetAccountData, now: Date): Promise<number> {
  const res = await db.query('UPDATE members SET email = $2, user_name = $3, updated_at = $4 WHERE id = $1', [
    memberId,
    d.email === '' ? null : d.email,
    d.userName,
    now,
  ]);
  return res.rowCount;
}

/** Locks the member's row for the avatar swap and returns the current avatar's file id. */
export async function lockAvatar(db: Queryable, memberId: string): Promise<{ avatarFileId: string | null } | undefined> {
  const { rows } = await db.query<{ avatarFileId: string | null }>(
    'SELECT avatar_file_id AS "avatarFileId" FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  return rows[0];
}

export async function setAvatarFile(db: Queryable, memberId: string, fileId: string, now: Date): Promise<void> {
  await db.query('UPDATE members SET avatar_file_id = $2, updated_at = $3 WHERE id = $1', [memberId, fileId, now]);
}
