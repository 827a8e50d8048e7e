// What the operators' modules are given: below service.ts, so that its parts (changes,
// invitations, step-up) share it without importing it.
import type { Db } from '../../db/types.js';
import type { MailSender } from '../../providers/mail/mail.js';

export interface OperatorDeps {
  db: Db;
  /** Seals TOTP secrets at rest. */
  totpKey: Buffer;
  productName: string;
  /** Production refuses the demo data's accounts. */
  production: boolean;
  /** Set-password links go by e-mail to the operator's own address. */
  mail: MailSender;
  /** The web app's address as operators open it (the links start with it). */
  webUrl: string;
}
