/**
 * Where emails go: the SMTP server of SMTP_URL (one connection per email, with timeouts, so a
 * mail server that hangs costs the worker a few seconds and never a request), or, without
 * SMTP_URL, the application log: development and tests see each email without a mail server
 * (in production only its recipient, template and subject: its links are secrets).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  /** Which email it is (for the log). */
  template: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** In production the log gets no email's text: it holds live links (a reset, a conversation). */
  production: boolean;
}): MailTransport {
  const { smtpUrl, from, timeoutMs, log, production } = options;
  if (!smtpUrl) {
    let warned = false;
    return {
      async send(email) {
        if (!production) {
          log.info(
            { to: email.to, template: email.template, subject: email.subject, text: email.text },
            'email (no SMTP_URL)',
          );
          return;
        }
        if (!warned) {
          warned = true;
          log.warn('SMTP_URL is not set: emails are not being sent, only noted in this log');
        }
        log.info(
          { to: email.to, template: email.template, subject: email.subject },
          'email not sent (no SMTP_URL)',
        );
      },
      close() {},
    };
  }
  const transporter = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    },
    { from },
  );
  return {
    async send(email) {
      await transporter.sendMail({
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}
