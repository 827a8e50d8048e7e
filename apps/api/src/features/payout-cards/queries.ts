import type { PayoutCard } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

interface CardRow {
  id: number;
  first6: string;
  last4: string;
  issuer_name: string | null;
  card_type: string | null;
  is_default: boolean;
  created_at: Date;
}

const toCard = (r: CardRow): PayoutCard => ({
  id: r.id,
  first6: r.first6,
  last4: r.last4,
  issuer: r.issuer_name,
  cardType: r.card_type,
  isDefault: r.is_default,
  createdAt: r.created_at.toISOString(),
});

/** The member's active cards, the default first, then the newest. */
export async function listActiveCards(db: Queryable, memberId: string): Promise<PayoutCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT id::float8 AS id, first6, last4, issuer_name, card_type, is_default, created_at FROM payout_cards
      WHERE member_id = $1 AND status = 'active' ORDER BY is_default DESC, created_at DESC, id DESC`,
    [memberId],
  );
  return rows.map(toCard);
}

export interface LockedCard {
  id: number;
  status: 'pending' | 'active' | 'removed';
  isDefault: boolean;
  provider: string;
  payoutToken: string;
  first6: string;
  last4: string;
  issuer: string | null;
}

/**
 * One of the member's cards, locked for a change; undefined when missing or someone else's. The
 * member's row is locked first: a member's card changes happen one at a time, so that two cards
 * confirmed at once never both become the default.
 */
export async function lockCard(tx: Queryable, memberId: string, id: number): Promise<LockedCard | undefined> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const { rows } = await tx.query<LockedCard>(
    `SELECT id::float8 AS id, status, is_default AS "isDefault", provider, payout_token AS "payoutToken",
            first6, last4, issuer_name AS issuer
       FROM payout_cards WHERE id = $1 AND member_id = $2 FOR UPDATE`,
    [id, memberId],
  );
  return rows[0];
}

export async function countActiveCards(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM payout_cards WHERE member_id = $1 AND status = 'active'",
    [memberId],
  );
  return rows[0]!.n;
}

/**
 * A card as the widget answered it, waiting for the member's code. The same synonym sent again (a
 * repeated request) is the same pending card; a synonym of someone else's answers nothing.
 */
export async function insertPendingCard(
  tx: Queryable,
  c: {
    memberId: string;
    provider: string;
    payoutToken: string;
    first6: string;
    last4: string;
    issuer: string | null;
    cardType: string | null;
    at: Date;
  },
): Promise<number | undefined> {
  await tx.query(
    `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, issuer_name, card_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (provider, payout_token) DO NOTHING`,
    [c.memberId, c.provider, c.payoutToken, c.first6, c.last4, c.issuer, c.cardType, c.at],
  );
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id::float8 AS id FROM payout_cards WHERE provider = $1 AND payout_token = $2 AND member_id = $3 AND status = 'pending'`,
    [c.provider, c.payoutToken, c.memberId],
  );
  return rows[0]?.id;
}

/** Whether an order waiting for its payout goes to this card. */
export async function cardHasPendingOrder(tx: Queryable, cardId: number): Promise<boolean> {
  const { rows } = await tx.query("SELECT 1 FROM withdrawal_orders WHERE payout_card_id = $1 AND status = 'pending' LIMIT 1", [
    cardId,
  ]);
  return rows.length > 0;
}

export async function activateCard(tx: Queryable, id: number, memberId: string, at: Date): Promise<void> {
  const hasDefault = await tx.query('SELECT 1 FROM payout_cards WHERE member_id = $1 AND is_default', [memberId]);
  await tx.query("UPDATE payout_cards SET status = 'active', activated_at = $2, is_default = $3 WHERE id = $1", [
    id,
    at,
    hasDefault.rows.length === 0,
  ]);
}

/** Removes a card, by the member's code or (`provider`) because the provider refused a payout to it. */
export async function removeCard(
  tx: Queryable,
  card: Pick<LockedCard, 'id' | 'isDefault'>,
  memberId: string,
  at: Date,
  by: 'member' | 'provider' = 'member',
): Promise<void> {
  await tx.query(
    "UPDATE payout_cards SET status = 'removed', removed_at = $2, removed_by = $3, is_default = false WHERE id = $1",
    [card.id, at, by],
  );
  // The default goes to the newest card left, so that a member with cards always has one.
  if (card.isDefault) {
    await tx.query(
      `UPDATE payout_cards SET is_default = true WHERE id = (
         SELECT id FROM payout_cards WHERE member_id = $1 AND status = 'active' ORDER BY created_at DESC, id DESC LIMIT 1)`,
      [memberId],
    );
  }
}

export async function makeDefaultCard(tx: Queryable, id: number, memberId: string): Promise<void> {
  await tx.query('UPDATE payout_cards SET is_default = false WHERE member_id = $1 AND is_default AND id <> $2', [memberId, id]);
  await tx.query('UPDATE payout_cards SET is_default = true WHERE id = $1', [id]);
}

/** The card an order goes to, as the withdrawal reads it: the member's active card, or undefined. */
export async function findActiveCard(
  tx: Queryable,
  memberId: string,
  id: number,
): Promise<{ id: number; provider: string; first6: string; last4: string; issuer: string | null } | undefined> {
  const { rows } = await tx.query<{ id: number; provider: string; first6: string; last4: string; issuer: string | null }>(
    `SELECT id::float8 AS id, provider, first6, last4, issuer_name AS issuer FROM payout_cards
      WHERE id = $1 AND member_id = $2 AND status = 'active' FOR SHARE`,
    [id, memberId],
  );
  return rows[0];
}

export interface CardOfOrder {
  id: number;
  memberId: string;
  status: LockedCard['status'];
  isDefault: boolean;
  first6: string;
  last4: string;
  issuer: string | null;
  cardType: string | null;
}

/**
 * The card an order goes to, for the provider's word about it: its member's row and the card are
 * locked in that order, as every change of a member's cards takes them (`lockCard`), so that the
 * payout's settling and the member's own change never wait on each other crosswise. Undefined for an
 * order not to a card.
 */
export async function lockCardOfOrder(tx: Queryable, orderId: number): Promise<CardOfOrder | undefined> {
  const { rows: of } = await tx.query<{ memberId: string; cardId: number }>(
    `SELECT member_id AS "memberId", payout_card_id::float8 AS "cardId" FROM withdrawal_orders
      WHERE id = $1 AND payout_card_id IS NOT NULL`,
    [orderId],
  );
  if (!of[0]) return undefined;
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [of[0].memberId]);
  const { rows } = await tx.query<CardOfOrder>(
    `SELECT id::float8 AS id, member_id AS "memberId", status, is_default AS "isDefault", first6, last4,
            issuer_name AS issuer, card_type AS "cardType"
       FROM payout_cards WHERE id = $1 FOR UPDATE`,
    [of[0].cardId],
  );
  return rows[0];
}

/** The card as the provider named it; `at`: when it did. */
export async function storeProviderCard(
  tx: Queryable,
  id: number,
  c: { first6: string; last4: string; issuer: string | null; cardType: string | null },
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE payout_cards SET first6 = $2, last4 = $3, issuer_name = $4, card_type = $5, provider_named_at = $6 WHERE id = $1`,
    [id, c.first6, c.last4, c.issuer, c.cardType, at],
  );
}
