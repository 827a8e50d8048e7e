// The back office's side of the versioned rules and consent (decision 0049): the versions with the
// share of active members who accepted each, publication of the text this release shows, and the
// acceptance log as CSV.
import {
  csvDocument,
  LEGAL_ACCEPTANCE_METHOD_TEXT,
  LEGAL_KIND_TITLE,
  LEGAL_KINDS,
  SHIPPED_EDITIONS,
  type AdminLegalResponse,
  type LegalAcceptanceMethod,
  type LegalKind,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDayTimeText } from '../../lib/moscow-time.js';
import { audit, type AuditActor } from '../audit/service.js';
import { notifyMany } from '../notifications/service.js';
import { activeMemberCount, activeMembersWithEarlier, adminVersions, toLegalVersion } from './queries.js';

export async function adminLegal(db: Queryable): Promise<AdminLegalResponse> {
  const [versions, activeMembers] = await Promise.all([adminVersions(db), activeMemberCount(db)]);
  return {
    activeMembers,
    documents: LEGAL_KINDS.map((kind) => {
      const own = versions.filter((v) => v.kind === kind);
      return {
        kind,
        shipped: SHIPPED_EDITIONS[kind],
        shippedIsCurrent: own[0]?.sha256 === SHIPPED_EDITIONS[kind].sha256,
        versions: own.map((v) => ({ ...toLegalVersion(v), publishedBy: v.published_by, accepted: v.accepted })),
      };
    }),
  };
}

/** Each document in the notice's call to accept it, and the pronoun that stands for it after. */
const TO_ACCEPT: Record<LegalKind, { what: string; it: string }> = {
  rules: { what: 'Примите правила программы', it: 'их' },
  pd_consent: { what: 'Примите согласие на обработку персональных данных', it: 'его' },
};

/**
 * What each active member reads in the notifications (docs/product.md §12d): «Правила программы:
 * новая редакция» only to a member who accepted an earlier version; to one who has accepted none,
 * a first acceptance — there is no earlier edition of theirs for this one to replace.
 */
const publishedNotice = (kind: LegalKind, summary: string, acceptedEarlier: boolean) => {
  const said = /[.!?…]$/.test(summary) ? summary : `${summary}.`;
  return acceptedEarlier
    ? {
        title: `${LEGAL_KIND_TITLE[kind]}: новая редакция`,
        body: `${said} Примите её до следующего вывода баллов.`,
        link: '/rules/accept',
      }
    : {
        title: TO_ACCEPT[kind].what,
        body: `${said} Примите ${TO_ACCEPT[kind].it} до следующего вывода баллов.`,
        link: '/rules/accept',
      };
};

/**
 * Publishes the text this release's cabinet shows as the next version. Versions are numbered under a
 * lock of the table, so two admins publishing at once make one version, the other is refused.
 */
export async function publishLegal(
  db: Db,
  who: AuditActor & { operatorId: string },
  kind: LegalKind,
  summary: string,
  now: Date,
): Promise<AdminLegalResponse> {
  const shipped = SHIPPED_EDITIONS[kind];
  await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE legal_versions IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ sha256: string; number: number }>(
      'SELECT sha256, number FROM legal_versions WHERE kind = $1 ORDER BY number DESC',
      [kind],
    );
    if (rows.some((r) => r.sha256 === shipped.sha256)) throw new AppError('legal_edition_published');
    const number = (rows[0]?.number ?? 0) + 1;
    const { rows: made } = await tx.query<{ id: string }>(
      `INSERT INTO legal_versions (kind, number, edition, sha256, summary, published_at, published_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
      [kind, number, shipped.edition, shipped.sha256, summary, now, who.operatorId],
    );
    await audit(
      tx,
      who,
      {
        action: 'legal.published',
        targetType: 'legal_version',
        targetId: made[0]!.id,
        after: { kind, number, edition: shipped.edition },
      },
      now,
    );
    const members = await activeMembersWithEarlier(tx, kind);
    await notifyMany(
      tx,
      members.map((m) => ({
        memberId: m.id,
        category: 'system',
        createdAt: now,
        ...publishedNotice(kind, summary, m.accepted_earlier),
      })),
    );
  });
  return adminLegal(db);
}

const CSV_HEADER = [
  'Документ',
  'Версия',
  'Редакция',
  'SHA-256 текста',
  'Участник',
  'Телефон участника',
  'Принято (МСК)',
  'Способ',
  'Канал кода',
  'Телефон, на который пришёл код',
  'IP-адрес',
  'Браузер',
];

/** The acceptance log, oldest first, of one document or of both. */
export async function exportLegalAcceptances(db: Queryable, kind: LegalKind | undefined): Promise<string> {
  const { rows } = await db.query<{
    kind: LegalKind;
    number: number;
    edition: string;
    sha256: string;
    name: string;
    member_phone: string;
    accepted_at: Date;
    method: LegalAcceptanceMethod;
    channel: string | null;
    phone: string | null;
    ip: string | null;
    user_agent: string | null;
  }>(
    `SELECT v.kind, v.number, v.edition, v.sha256, concat_ws(' ', m.last_name, m.first_name, m.middle_name) AS name,
            m.phone AS member_phone, a.accepted_at, a.method, a.channel, a.phone, a.ip, a.user_agent
       FROM legal_acceptances a JOIN legal_versions v ON v.id = a.version_id JOIN members m ON m.id = a.member_id
      WHERE $1::text IS NULL OR v.kind = $1
      ORDER BY a.accepted_at, a.id`,
    [kind ?? null],
  );
  return csvDocument(
    CSV_HEADER,
    rows.map((r) => [
      LEGAL_KIND_TITLE[r.kind],
      String(r.number),
      r.edition,
      r.sha256,
      r.name,
      r.member_phone,
      moscowDayTimeText(r.accepted_at, { seconds: true }),
      LEGAL_ACCEPTANCE_METHOD_TEXT[r.method],
      r.channel === 'telegram' ? 'Telegram' : r.channel === 'sms' ? 'SMS' : '',
      r.phone ?? '',
      r.ip ?? '',
      r.user_agent ?? '',
    ]),
  );
}
