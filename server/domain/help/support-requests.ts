// Customer service 24/7 (issue 15 item 4, decision 042): a member's or a visitor's request is
// recorded, numbered and confirmed by mail in the form's language. Limits per reply address, per
// member and per client address keep the form from being used to flood a mailbox or the table.
import type {
  SupportReceipt,
  SupportRequest,
  SupportTopic,
} from '../../../src/features/help/api/schemas/support.ts';
import { HOUR_MS, SECOND_MS, type Clock } from '../../clock.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { supportConfirmationMail } from '../../mail/support-mail.ts';
import { normalizeEmail } from '../account/members.ts';

/** Requests per hour: to one reply address, from one member, from one client address. */
export const SUPPORT_LIMITS = { perEmail: 5, perMember: 5, perAddress: 20 } as const;

export type SupportDeps = { db: Db; clock: Clock; mailer: Mailer };

export type SupportSender = {
  memberId: number | null;
  clientIp: string;
  language: MailLanguage;
};

type Recorded = {
  id: string;
  number: string;
  reply_email: string;
  topic: SupportTopic;
  subject: string;
  mailed: boolean;
};

async function replyEmailOf(
  db: Queryable,
  memberId: number | null,
  given: string | undefined,
): Promise<string> {
  if (given) return normalizeEmail(given);
  if (memberId === null) throw new ApiError('ParameterError');
  const [member] = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!member) throw new ApiError('UserNotExist');
  return member.email;
}

/** Throws TooManyRequests with the seconds until the oldest counted request leaves the hour. */
async function checkLimits(
  tx: Queryable,
  now: Date,
  sender: SupportSender,
  replyEmail: string,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const checks: [string, unknown, number][] = [
    ['reply_email', replyEmail, SUPPORT_LIMITS.perEmail],
    ['client_ip', sender.clientIp, SUPPORT_LIMITS.perAddress],
  ];
  if (sender.memberId !== null)
    checks.push(['member_id', sender.memberId, SUPPORT_LIMITS.perMember]);
  for (const [column, value, limit] of checks) {
    // column comes from the list above, never from input.
    const rows = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM support_requests WHERE ${column} = $1 AND created_at > $2
        ORDER BY created_at DESC LIMIT $3`,
      [value, since, limit],
    );
    if (rows.length >= limit) {
      const oldest = rows[rows.length - 1]!.created_at;
      const waitMs = new Date(oldest).getTime() + HOUR_MS - now.getTime();
      throw new ApiError('TooManyRequests', {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / SECOND_MS)),
      });
    }
  }
}

/**
 * Records the request and mails its confirmation. The same draft sent again (a retry after a
 * request that hung) answers the first number and mails nothing more. Requests take turns under
 * one advisory lock so the limits hold under concurrency; the form is rare enough for that.
 */
export async function submitSupportRequest(
  deps: SupportDeps,
  sender: SupportSender,
  input: SupportRequest,
): Promise<SupportReceipt> {
  const { db, clock, mailer } = deps;
  const replyEmail = await replyEmailOf(db, sender.memberId, input.email);
  const outcome = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':support'))`);
    const [earlier] = await tx.query<Recorded>(
      `SELECT id, number, reply_email, topic, subject, mailed FROM support_requests
        WHERE draft_id = $1 AND reply_email = $2`,
      [input.draftId, replyEmail],
    );
    if (earlier) return { recorded: earlier, isNew: false };
    const now = clock.now();
    await checkLimits(tx, now, sender, replyEmail);
    const [recorded] = await tx.query<Recorded>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('support_requests', 'id')) AS id)
       INSERT INTO support_requests (id, number, draft_id, member_id, reply_email, topic, subject,
                                     message, language, client_ip, created_at)
       SELECT id, 'GH-' || lpad(id::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9 FROM next
       RETURNING id, number, reply_email, topic, subject, mailed`,
      [
        input.draftId,
        sender.memberId,
        replyEmail,
        input.topic,
        input.subject,
        input.message,
        sender.language,
        sender.clientIp,
        now,
      ],
    );
    return { recorded: recorded!, isNew: true };
  });
  const { recorded } = outcome;
  if (!outcome.isNew) {
    return { number: recorded.number, replyEmail: recorded.reply_email, mailed: recorded.mailed };
  }
  // The request is kept even when the mail fails: the screen shows the number to note instead.
  const mailed = await mailer
    .send(supportConfirmationMail(recorded.reply_email, recorded, sender.language))
    .then(() => true)
    .catch(() => false);
  if (mailed)
    await db.query('UPDATE support_requests SET mailed = true WHERE id = $1', [recorded.id]);
  return { number: recorded.number, replyEmail: recorded.reply_email, mailed };
}
