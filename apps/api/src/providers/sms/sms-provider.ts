// What the product needs of an SMS provider (decision 0035); the adapters in sms-providers/
// implement it, sms.ts tries them in order.

/** A message's state as the product tracks it (decision 0035), whatever the provider calls it. */
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

export const SMS_PROVIDER_NAMES = ['log', 'smsru', 'smsc', 'smsaero'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

export interface SmsMessage {
  phone: string;
  text: string;
  /** The registered sender name (alpha name); the provider's default when empty. */
  sender: string;
}

export interface SmsAccepted {
  messageId: string;
  status: DeliveryStatus;
}

export interface SmsStatusReport {
  status: DeliveryStatus;
  /** The provider's own code or words, shown to support. */
  detail: string;
}

/** The provider answered and refused this message (bad sender name, no money, a banned number…). */
export class SmsRefused extends Error {
  override name = 'SmsRefused';
  constructor(
    readonly provider: SmsProviderName,
    readonly reason: string,
  ) {
    super(`${provider} refused the message: ${reason}`);
  }
}

/** One SMS gateway, written to its documented HTTP API. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Hands the message over; throws SmsRefused when the provider says no, any other error when it cannot be reached. */
  send(message: SmsMessage): Promise<SmsAccepted>;
  status(messageId: string, phone: string): Promise<SmsStatusReport>;
  /** The account's balance in roubles; null when the provider has none (the log). */
  balance(): Promise<number | null>;
}
