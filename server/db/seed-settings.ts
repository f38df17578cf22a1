// The demo member's settings (decision 042): a saved set, so the setting screen shows a choice the
// member made (no wallet activity messages) next to the defaults, and one support request answered
// last week, older than the hourly limits count.
import type { Queryable } from './db.ts';

const DAY_MS = 86_400_000;

export async function insertSettingsContent(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO member_settings (member_id, notify_reward_email, notify_quest, notify_wallet,
                                  notify_invite, show_step, updated_at)
     VALUES ($1, true, true, false, true, false, $2)`,
    [demoMemberId, new Date(now.getTime() - 3 * DAY_MS)],
  );
  await tx.query(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('support_requests', 'id')) AS id)
     INSERT INTO support_requests (id, number, draft_id, member_id, reply_email, topic, subject,
                                   message, language, client_ip, mailed, status, created_at)
     SELECT next.id, 'GH-' || lpad(next.id::text, 6, '0'), 'seed-demo-request', m.id, m.email,
            'rewards', 'Where is my check-in reward?',
            'I checked in this morning but my points did not change.', 'en-US', '127.0.0.1', true,
            'answered', $2
       FROM next, members m WHERE m.id = $1`,
    [demoMemberId, new Date(now.getTime() - 7 * DAY_MS)],
  );
}
