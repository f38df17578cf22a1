import { createTransport } from 'nodemailer';
import type { Db } from '../db/db.ts';
import type { Clock } from '../clock.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** For the local outbox's log line only; never sent anywhere. */
  code?: { value: string; type: string };
};

/** Sends one mail or throws. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Nothing connects until the first send.
  const transport = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

export const OUTBOX_KEEP_DAYS = 1;

/**
 * No SMTP server: the mail is kept in the `outbox` table (read at /outbox and /api/Dev/Outbox) and
 * a line with the code goes to the server log, so the demo works without any mail set-up.
 */
export function outboxMailer(db: Db, clock: Clock, log: (line: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      const now = clock.now();
      await db.query(
        `INSERT INTO outbox (to_email, subject, text_body, html_body, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [mail.to, mail.subject, mail.text, mail.html, now],
      );
      await db.query(
        `DELETE FROM outbox WHERE created_at < $1::timestamptz - make_interval(days => $2::int)`,
        [now, OUTBOX_KEEP_DAYS],
      );
      log(
        mail.code
          ? `[outbox] code for ${mail.to}: ${mail.code.value} (${mail.code.type})`
          : `[outbox] mail for ${mail.to}: ${mail.subject}`,
      );
    },
  };
}
