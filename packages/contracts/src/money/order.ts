import * as z from 'zod/mini';
import { orderTaxSchema } from '../tax/preview.js';
import { bankSchema } from './bank.js';
import { pointsSchema } from './points.js';
import { ORDER_STATUSES } from './money-values.js';
export { orderStatusText, type OrderStatus } from './money-values.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Whose words an order's comment is: an operator's who rejected it, or the payout's — the reason a
 * payout by the provider's API was cancelled (the provider's, or the rail's own rule), which no
 * operator wrote. Screens label it by this, never as an operator's comment when it is not one.
 */
export const ORDER_COMMENT_SOURCES = ['operator', 'payout'] as const;
export const orderCommentSourceSchema = z.enum(ORDER_COMMENT_SOURCES);
export type OrderCommentSource = z.infer<typeof orderCommentSourceSchema>;

/** The card an order goes to, as it was when the order was made. */
export const orderCardDestination = z.object({ first6: z.string(), last4: z.string(), issuer: z.nullable(z.string()) });
export type OrderCardDestination = z.infer<typeof orderCardDestination>;

/** The member's bank account an order goes to (the bank's registry, decision 0057): its last digits and the bank's БИК. */
export const orderAccountDestination = z.object({ last4: z.string(), bik: z.string() });
export type OrderAccountDestination = z.infer<typeof orderAccountDestination>;

const orderCardShape = {
  id: z.int().check(z.positive()),
  amount: pointsSchema,
  status: orderStatusSchema,
  statusText: z.string(),
  /** By SBP: the bank and the phone (digits `79XXXXXXXXX`) the money goes to; null for a card's order. */
  bank: z.nullable(bankSchema),
  phone: z.nullable(z.string()),
  /**
   * To a card of the member's (decision 0056): its mask and bank; null for an order by SBP. The API
   * always sends it; optional so that an answer stored before it (a repeated request) reads the same.
   */
  card: z.optional(z.nullable(orderCardDestination)),
  /** To the member's bank account, paid by the bank's registry (decision 0057); null otherwise. Optional as `card` is. */
  account: z.optional(z.nullable(orderAccountDestination)),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When it was paid, rejected or cancelled; null while pending. */
  closedAt: z.nullable(z.iso.datetime()),
  /** The reason of a rejection, or null; `commentBy` says whose it is. */
  comment: z.nullable(z.string()),
  /** Null when there is no comment. */
  commentBy: z.nullable(orderCommentSourceSchema),
  /**
   * A payout to a self-employed member: the receipt ФНС registered for it (decision 0034); null
   * otherwise. The API always sends it; optional so that an order stored before it reads the same.
   */
  receipt: z.optional(
    z.nullable(
      z.object({
        receiptId: z.nullable(z.string()),
        url: z.nullable(z.string()),
        amount: pointsSchema,
      }),
    ),
  ),
};

/** A withdrawal request as the member's order list shows it. */
export const orderCardSchema = z.object(orderCardShape).register(z.globalRegistry, { id: 'OrderCard' });
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderEventSchema = z
  .object({
    status: orderStatusSchema,
    statusText: z.string(),
    date: z.iso.datetime(),
    comment: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One order with its status history, oldest event first. */
export const orderDetailSchema = z
  .object({
    ...orderCardShape,
    events: z.array(orderEventSchema),
    /** The member may still cancel it (it is pending). */
    canCancel: z.boolean(),
    /** The НДФЛ of the order (decision 0033); null when none is due (a self-employed member, an ИП). */
    tax: z.nullable(orderTaxSchema),
  })
  .register(z.globalRegistry, { id: 'Order' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const NOT_FOUND = { error: 'not_found' };

/** `{id}` of /api/order/{id}/: anything but an order number answers 404 like a missing order. */
export const orderIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});
