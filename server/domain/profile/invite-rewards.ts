// Invite rewards (issue 15 item 1, decision 039). An inviter is paid INVITE_REWARD_POINTS once
// per invitee who qualified — the invitee's email is verified (the account is active: sign-up
// activates only after the emailed code) and they have claimed at least one quest — and once per
// mailbox across every inviter, never for the inviter's own mailbox. The claim runs in one
// transaction: lock the invitee's row → a reward already paid for them answers its first receipt →
// the rule is checked again → the ledger credits with the key (inviter, inviteReward,
// invitee:<id>) → the invite_rewards row records the mailbox. 50 claims at once pay exactly once.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type {
  InviteeState,
  InviteRewardReceipt,
} from '../../../src/features/profile/api/schemas/invite-reward.ts';
import { credit } from '../shared/ledger.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';

export const INVITE_REWARD_POINTS = 100n;
export const INVITE_REWARD_KIND = 'inviteReward';
export const inviteRewardSource = (inviteeId: number) => `invitee:${inviteeId}`;

/** The ledger kinds that count as "claimed a quest" (platform, game and event quests). */
export const QUEST_CLAIM_KINDS = ['questClaim', 'eventClaim'] as const;

/**
 * "The same email" (decision 039): case does not matter and a "+tag" before the @ is dropped, since
 * ann+2@x.test reaches ann@x.test's mailbox. Sign-in emails are stored in lower case already.
 */
export function emailKey(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, '@');
}

/** emailKey in SQL, for a column or parameter: the same first "+…@" dropped. */
export const emailKeySql = (expression: string) =>
  `regexp_replace(lower(${expression}), '\\+[^@]*@', '@')`;

/** Everything an invitee's state depends on, read in one statement (inviteeFactsSql). */
export type InviteeFacts = {
  /** A reward was paid for this invitee. */
  rewarded: boolean;
  /** The invitee account's status (members.status). */
  status: string;
  /** The invitee's mailbox is the inviter's own. */
  ownMailbox: boolean;
  /** The mailbox already earned a reward through another account. */
  mailboxUsed: boolean;
  /** The invitee has claimed at least one quest. */
  hasQuestClaim: boolean;
};

/** Decision 039's rule, in order: paid, never payable, not qualified yet, payable. */
export function inviteeState(facts: InviteeFacts): InviteeState {
  if (facts.rewarded) return 'claimed';
  const standing = facts.status === 'Actived' || facts.status === 'WaitActive';
  if (facts.ownMailbox || facts.mailboxUsed || !standing) return 'ineligible';
  if (facts.status !== 'Actived' || !facts.hasQuestClaim) return 'pending';
  return 'claimable';
}

/**
 * Columns of InviteeFacts for the invitee `m`, read from `inviteesFrom`. Each fact is a LATERAL
 * lookup with LIMIT 1, not an EXISTS: PGlite runs no autovacuum, so without statistics the planner
 * turned each EXISTS into a hashed scan of the whole ledger (250 ms for 3 invitees on the bench
 * database); a LATERAL LIMIT 1 always reads the (member, kind) index for the rows asked for.
 * The two reward lookups find one row at most (both keys are unique) and take OFFSET 0 instead:
 * with statistics, a LIMIT 1 made the planner expect a match early in a scan of the whole table
 * (the mailbox worked out again for each row), and with neither it joined the page to all of
 * invite_rewards by hashing it (4.5 ms against 0.2 for 2,000 invitees on PGlite). OFFSET 0 keeps
 * each a lookup of the page's own rows by its index (issue 31; member-reads.test.ts keeps it).
 */
export const INVITEE_FACTS_SQL = `
  paid.yes IS NOT NULL AS rewarded,
  m.status,
  ${emailKeySql('m.email')} = ${emailKeySql('i.email')} AS "ownMailbox",
  used.yes IS NOT NULL AS "mailboxUsed",
  claimed.yes IS NOT NULL AS "hasQuestClaim"`;

/** The invitees `members` (a table or a subquery of members rows) as `m`, their inviter as `i`. */
export const inviteesFrom = (members: string) => `${members} m
  JOIN members i ON i.id = m.invited_by
  LEFT JOIN LATERAL (SELECT true AS yes FROM invite_rewards r
                      WHERE r.invitee_id = m.id OFFSET 0) paid ON true
  LEFT JOIN LATERAL (SELECT true AS yes FROM invite_rewards r
                      WHERE r.email_key = ${emailKeySql('m.email')} AND r.invitee_id <> m.id
                      OFFSET 0) used ON true
  LEFT JOIN LATERAL (SELECT true AS yes FROM ledger_entries e
                      WHERE e.member_id = m.id AND e.direction = 'credit'
                        AND e.kind IN (${QUEST_CLAIM_KINDS.map((k) => `'${k}'`).join(', ')})
                      LIMIT 1) claimed ON true`;

type PaidRow = { id: number; amount: string; balance_after: string; created_at: Date };

function receiptOf(inviteeId: number, row: PaidRow): InviteRewardReceipt {
  return {
    entryId: row.id,
    inviteeId,
    amount: row.amount,
    asset: 'POINT',
    balanceAfter: row.balance_after,
    claimedAt: toIso(row.created_at),
  };
}

async function paidReceipt(db: Queryable, inviteeId: number): Promise<InviteRewardReceipt | null> {
  const [row] = await db.query<PaidRow>(
    `SELECT e.id, e.amount::text AS amount, e.balance_after::text AS balance_after, e.created_at
       FROM invite_rewards r JOIN ledger_entries e ON e.id = r.ledger_entry_id
      WHERE r.invitee_id = $1`,
    [inviteeId],
  );
  return row ? receiptOf(inviteeId, row) : null;
}

async function claimIn(
  tx: Queryable,
  inviterId: number,
  inviteeId: number,
  now: Date,
): Promise<InviteRewardReceipt> {
  // The invitee's row lock makes every claim for them take turns (and waits for an email change
  // in flight); the facts are read by the next statement, after the previous claim committed.
  const [locked] = await tx.query<{ email: string }>(
    'SELECT email FROM members WHERE id = $1 AND invited_by = $2 FOR UPDATE',
    [inviteeId, inviterId],
  );
  // Someone else's invitee, or nobody: not this member's to claim.
  if (!locked) throw new ApiError('DataNotExist');
  const first = await paidReceipt(tx, inviteeId);
  if (first) return first;
  const [facts] = await tx.query<InviteeFacts>(
    `SELECT ${INVITEE_FACTS_SQL} FROM ${inviteesFrom('members')} WHERE m.id = $1`,
    [inviteeId],
  );
  const state = inviteeState(facts!);
  if (state === 'ineligible') throw new ApiError('InviteRewardIneligible');
  if (state === 'pending') throw new ApiError('InviteRewardNotReady');
  const entry = await credit(tx, {
    memberId: inviterId,
    asset: 'POINT',
    amount: INVITE_REWARD_POINTS,
    kind: INVITE_REWARD_KIND,
    source: inviteRewardSource(inviteeId),
    at: now,
  });
  await tx.query(
    `INSERT INTO invite_rewards (invitee_id, inviter_id, email_key, ledger_entry_id, claimed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [inviteeId, inviterId, emailKey(locked.email), entry.id, now],
  );
  // In the claim's transaction: a rolled-back claim leaves no message (decision 041), and the
  // member's "invite events" switch decides whether one is written at all (decision 042).
  if (await wantsActivity(tx, inviterId, 'invite')) {
    const [invitee] = await tx.query<{ nickname: string }>(
      'SELECT nickname FROM members WHERE id = $1',
      [inviteeId],
    );
    await sendMessage(tx, inviterId, {
      template: 'invite.rewardClaimed',
      params: { points: Number(INVITE_REWARD_POINTS), name: invitee?.nickname ?? '' },
      icon: 'icons/invite.svg',
      at: now,
    });
  }
  return receiptOf(inviteeId, {
    id: entry.id,
    amount: entry.amount.toString(),
    balance_after: entry.balanceAfter.toString(),
    created_at: new Date(entry.createdAt),
  });
}

const UNIQUE_VIOLATION = '23505';

export async function claimInviteReward(
  deps: { db: Db; clock: Clock },
  inviterId: number,
  inviteeId: number,
): Promise<InviteRewardReceipt> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction((tx) => claimIn(tx, inviterId, inviteeId, now));
  } catch (error) {
    // Two invitees on one mailbox ("ann+1@", "ann+2@") claimed at once: their rows are locked
    // apart, so the mailbox's unique key decides; the loser's credit was rolled back with it.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const first = await paidReceipt(deps.db, inviteeId);
    if (first) return first;
    throw new ApiError('InviteRewardIneligible');
  }
}
