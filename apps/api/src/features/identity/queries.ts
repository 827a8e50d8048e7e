import type { IdentityStatus, ScanKind, SetPassportData } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

export interface IdentityRow {
  gender: string;
  passportType: string;
  /** Dates as 'YYYY-MM-DD' text (to_char): a `date` read as a JS Date would shift with the time zone. */
  dateOfBirth: string | null;
  serial: string;
  number: string;
  issuedAt: string | null;
  validTo: string | null;
  issuer: string;
  registrationAddress: string;
  inn: string;
  passportCountry: string;
  registrationIssuedAt: string | null;
  registrationExpiresAt: string | null;
  pasportScan: string | null;
  adressScan: string | null;
  innScan: string | null;
  status: IdentityStatus;
  comment: string;
  version: number;
  updatedAt: Date;
}

const COLUMNS = `gender, passport_type AS "passportType", to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", serial, number,
  to_char(issued_at, 'YYYY-MM-DD') AS "issuedAt", to_char(valid_to, 'YYYY-MM-DD') AS "validTo", issuer, registration_address AS "registrationAddress",
  inn, passport_country AS "passportCountry", to_char(registration_issued_at, 'YYYY-MM-DD') AS "registrationIssuedAt",
  to_char(registration_expires_at, 'YYYY-MM-DD') AS "registrationExpiresAt", pasport_scan_file_id AS "pasportScan",
  adress_scan_file_id AS "adressScan", inn_scan_file_id AS "innScan", status, comment, version, updated_at AS "updatedAt"`;

/** The column of each scan; SQL gets names from this table only, never from input. */
export const SCAN_COLUMN: Record<ScanKind, string> = {
  pasportScan: 'pasport_scan_file_id',
  adressScan: 'adress_scan_file_id',
  innScan: 'inn_scan_file_id',
};

export async function findIdentity(db: Queryable, memberId: string): Promise<IdentityRow | undefined> {
  const { rows } = await db.query<IdentityRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE member_id = $1`, [memberId]);
  return rows[0];
}

/** Reads the row and locks it until the transaction ends: saves and reviews of one document take turns. */
export async function lockIdentity(db: Queryable, memberId: string): Promise<IdentityRow | undefined> {
  const { rows } = await db.query<IdentityRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE member_id = $1 FOR UPDATE`, [
    memberId,
  ]);
  return rows[0];
}

/**
 * Makes sure the member has a row (version 0: nothing saved yet). When another transaction is
 * inserting it at the same moment, this waits for it and then does nothing.
 */
export async function ensureIdentityRow(db: Queryable, memberId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO identity_documents (member_id, version, updated_at) VALUES ($1, 0, $2)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId, now],
  );
}

/**
 * Saves the data if the row still has `expectedVersion`: version + 1, back to 'pending', the
 * operator's comment cleared. undefined when the version moved on meanwhile.
 */
export async function updateIdentityData(
  db: Queryable,
  memberId: string,
  expectedVersion: number,
  d: SetPassportData,
  now: Date,
): Promise<IdentityRow | undefined> {
  const { rows } = await db.query<IdentityRow>(
    `UPDATE identity_documents
        SET gender = $3, passport_type = $4, date_of_birth = $5, serial = $6, number = $7, issued_at = $8,
            valid_to = $9, issuer = $10, registration_address = $11, inn = $12, passport_country = $13,
            registration_issued_at = $14, registration_expires_at = $15,
            status = 'pending', comment = '', version = version + 1, updated_at = $16
      WHERE member_id = $1 AND version = $2
      RETURNING ${COLUMNS}`,
    [
      memberId,
      expectedVersion,
      d.gender,
      d.passportType,
      d.dateOfBirth,
      d.serial,
      d.number,
      d.issuedAt,
      d.validTo,
      d.issuer,
      d.registrationAddress,
      d.inn,
      d.passportCountry,
      d.registrationIssuedAt,
      d.registrationExpiresAt,
      now,
    ],
  );
  return rows[0];
}

/** Links a new scan. Whether that makes a new version, and with which status, the service decides. */
export async function setScanFile(db: Queryable, memberId: string, kind: ScanKind, fileId: string, now: Date): Promise<void> {
  await db.query(`UPDATE identity_documents SET ${SCAN_COLUMN[kind]} = $2, updated_at = $3 WHERE member_id = $1`, [
    memberId,
    fileId,
    now,
  ]);
}

/**
 * A new version made by scans alone: a confirmed document keeps its status (decision 0015), any
 * other goes back under review with the operator's comment cleared.
 */
export async function startScanVersion(db: Queryable, memberId: string, now: Date): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `UPDATE identity_documents
        SET version = version + 1, updated_at = $2,
            comment = CASE WHEN status = 'confirmed' THEN comment ELSE '' END,
            status = CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END
      WHERE member_id = $1
      RETURNING ${COLUMNS}`,
    [memberId, now],
  );
  return rows[0]!;
}

/** The operator's decision on the document as the member sees it; the decision itself is in identity_reviews. */
export async function setReview(
  db: Queryable,
  r: { memberId: string; status: Exclude<IdentityStatus, 'pending'>; comment: string; operator: string; now: Date },
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `UPDATE identity_documents SET status = $2, comment = $3, reviewed_by = $4, reviewed_at = $5
      WHERE member_id = $1 RETURNING ${COLUMNS}`,
    [r.memberId, r.status, r.comment, r.operator, r.now],
  );
  return rows[0]!;
}

export async function findConsent(
  db: Queryable,
  memberId: string,
  version: string,
): Promise<{ version: string; givenAt: Date } | undefined> {
  const { rows } = await db.query<{ version: string; givenAt: Date }>(
    'SELECT version, given_at AS "givenAt" FROM pd_consents WHERE member_id = $1 AND version = $2 AND withdrawn_at IS NULL',
    [memberId, version],
  );
  return rows[0];
}

/** Marks every standing consent of the member withdrawn (the rows stay: the record of consent is kept). */
export async function withdrawConsents(db: Queryable, memberId: string, now: Date): Promise<number> {
  const { rowCount } = await db.query('UPDATE pd_consents SET withdrawn_at = $2 WHERE member_id = $1 AND withdrawn_at IS NULL', [
    memberId,
    now,
  ]);
  return rowCount;
}
