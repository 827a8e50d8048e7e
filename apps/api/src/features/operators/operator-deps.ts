// What the operators' modules are given, and how an operator appears in the audit log: below
// service.ts, so that its parts (changes, invitations, step-up) share them without importing it.
import type { Db } from '../../db/types.js';
import type { OperatorAuth } from '../../http/callers.js';
import type { MailSender } from '../../messaging/mail.js';
import type { AuditActor } from '../audit/service.js';

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

export function auditActorOf(op: OperatorAuth): AuditActor & { operatorId: string } {
  return { operatorId: op.operatorId, actor: op.email, ip: op.ip };
}
