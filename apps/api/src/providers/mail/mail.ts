// E-mail to operators (set-password links, decision 0029): an SMTP adapter (nodemailer), and
// outside production a log sender that prints the message as the log SMS provider prints codes.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Development and tests: the message goes to the log. Its line is written whatever LOG_LEVEL says
 * (a child logger at `info`): the link is the only way a developer's invited operator gets in.
 */
export function logMail(logger: FastifyBaseLogger): MailSender {
  const log = logger.level === 'silent' ? logger : logger.child({}, { level: 'info' });
  return {
    name: 'log',
    async send(message) {
      log.info({ mail: message }, 'mail (log sender)');
    },
  };
}

/** Production without SMTP: nothing is sent and nothing printed; the action is refused. */
export function noMail(): MailSender {
  return {
    name: 'none',
    async send() {
      throw new Error('SMTP_URL is not set: production sends no e-mail and prints no link');
    },
  };
}

export function smtpMail(url: string, from: string, timeoutMs = 15_000): MailSender {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailSender(env: Env, logger: FastifyBaseLogger): MailSender {
  const from = env.MAIL_FROM.includes('<') ? env.MAIL_FROM : `"${env.PRODUCT_NAME}" <${env.MAIL_FROM}>`;
  if (env.SMTP_URL) return smtpMail(env.SMTP_URL, from);
  return env.NODE_ENV === 'production' ? noMail() : logMail(logger);
}
