// Writes the demo quests, events, progress and ledger history (seed-quests-data.ts) inside the
// seed's transaction. Balances are built through the ledger itself, in time order, so each seeded
// member ends with exactly the points and GACT of SEED_MEMBERS and sum(ledger) = balance.
import type { Queryable } from './db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { periodOf } from '../domain/shared/periods.ts';
import { claimKind, claimSource } from '../domain/quests/quest-claims.ts';
import {
  INVITE_REWARD_KIND,
  INVITE_REWARD_POINTS,
  emailKey,
  inviteRewardSource,
} from '../domain/profile/invite-rewards.ts';
import { SEED_INVITE_REWARDS } from './seed-invites-data.ts';
import type { SeedMember } from './seed-data.ts';
import {
  DEMO_TIME_ZONE,
  SEED_CHECK_INS,
  SEED_CHECK_IN_POINTS,
  SEED_CLAIMS,
  SEED_EVENTS,
  SEED_PROGRESS,
  SEED_QUESTS,
  SEED_UIDS,
  type SeedQuest,
} from './seed-quests-data.ts';

const HOUR_MS = 3_600_000;
const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

type Ids = {
  games: Map<string, number>;
  members: Map<string, number>;
};

export function timeZoneOfSeed(uid: string): string {
  return uid === SEED_UIDS.demo ? DEMO_TIME_ZONE : 'UTC';
}

async function insertEvents(tx: Queryable, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, e] of SEED_EVENTS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO major_events (title, description, image, starts_at, ends_at, winner_limit, is_trending, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        e.title,
        e.description,
        e.image,
        at(now, e.startsInHours),
        at(now, e.endsInHours),
        e.winnerLimit ?? null,
        e.isTrending,
        index,
      ],
    );
    ids.set(e.key, row!.id);
  }
  return ids;
}

type SeededQuest = { id: number; quest: SeedQuest; conditionIds: number[] };

async function insertQuests(
  tx: Queryable,
  now: Date,
  ids: Ids,
  eventIds: Map<string, number>,
): Promise<Map<string, SeededQuest>> {
  const quests = new Map<string, SeededQuest>();
  for (const [index, q] of SEED_QUESTS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO quests (game_id, event_id, kind, title, description, item, image, reward_points,
                           starts_at, ends_at, winner_limit, min_level, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        q.gameSlug ? ids.games.get(q.gameSlug) : null,
        q.eventKey ? eventIds.get(q.eventKey) : null,
        q.kind,
        q.title,
        q.description,
        q.item ?? null,
        q.image,
        q.rewardPoints,
        at(now, q.startsInHours),
        q.endsInHours === null ? null : at(now, q.endsInHours),
        q.winnerLimit ?? null,
        q.minLevel ?? 0,
        index,
      ],
    );
    const conditionIds: number[] = [];
    for (const [order, c] of q.conditions.entries()) {
      const [condition] = await tx.query<{ id: number }>(
        `INSERT INTO quest_conditions (quest_id, type, target, game_id, link, label, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          row!.id,
          c.type,
          c.target,
          c.gameSlug ? ids.games.get(c.gameSlug) : null,
          c.link ?? null,
          c.label ?? null,
          order,
        ],
      );
      conditionIds.push(condition!.id);
    }
    quests.set(q.key, { id: row!.id, quest: q, conditionIds });
  }
  return quests;
}

async function insertProgress(
  tx: Queryable,
  now: Date,
  ids: Ids,
  quests: Map<string, SeededQuest>,
): Promise<void> {
  for (const p of SEED_PROGRESS) {
    const seeded = quests.get(p.questKey)!;
    // Progress of a daily or weekly quest is this period's: half an hour before a day that began
    // ten minutes ago is yesterday's, and the seed's "2 of 5 today" would read 0.
    const zone = timeZoneOfSeed(p.uid);
    const periodStart = periodOf(seeded.quest.kind, now, zone).startsAt;
    const ago = at(now, -p.hoursAgo);
    const when = periodStart && ago < periodStart ? periodStart : ago;
    const target = seeded.quest.conditions[p.condition]!.target;
    await tx.query(
      `INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        ids.members.get(p.uid),
        seeded.conditionIds[p.condition],
        periodOf(seeded.quest.kind, when, zone).key,
        p.progress,
        when,
        p.progress >= target ? when : null,
      ],
    );
  }
}

type Posting =
  | { at: Date; uid: string; type: 'claim'; questKey: string }
  | { at: Date; uid: string; type: 'checkIn' }
  | { at: Date; uid: string; type: 'inviteReward'; inviteeUid: string };

/** Opening balances (what SEED_MEMBERS hold minus the seeded history), then the history in time order. */
async function insertLedger(
  tx: Queryable,
  now: Date,
  members: readonly SeedMember[],
  ids: Ids,
  quests: Map<string, SeededQuest>,
): Promise<void> {
  const postings: Posting[] = [
    ...SEED_CLAIMS.map((c) => ({
      at: at(now, -c.hoursAgo),
      uid: c.uid,
      type: 'claim' as const,
      questKey: c.questKey,
    })),
    ...SEED_CHECK_INS.map((c) => ({
      at: at(now, -c.daysAgo * 24),
      uid: c.uid,
      type: 'checkIn' as const,
    })),
    ...SEED_INVITE_REWARDS.map((r) => ({
      at: at(now, -r.hoursAgo),
      uid: r.inviterUid,
      type: 'inviteReward' as const,
      inviteeUid: r.inviteeUid,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const earnedLater = (uid: string) =>
    postings
      .filter((p) => p.uid === uid)
      .reduce(
        (sum, p) =>
          sum +
          (p.type === 'claim'
            ? quests.get(p.questKey)!.quest.rewardPoints
            : p.type === 'inviteReward'
              ? Number(INVITE_REWARD_POINTS)
              : SEED_CHECK_IN_POINTS),
        0,
      );
  for (const m of members) {
    const memberId = ids.members.get(m.uid)!;
    const joinedAt = at(now, -m.joinedDaysAgo * 24);
    const opening = BigInt(m.points - earnedLater(m.uid));
    if (opening < 0n) throw new Error(`seed: ${m.uid} has more history than points`);
    const gact = gactMinor(m.gact);
    await tx.query(
      `INSERT INTO balances (member_id, asset, amount) VALUES ($1, 'POINT', 0), ($1, 'GACT', 0)`,
      [memberId],
    );
    const opened = { memberId, kind: 'opening', at: joinedAt };
    if (opening > 0n)
      await credit(tx, { ...opened, asset: 'POINT', amount: opening, source: 'seed:POINT' });
    if (gact > 0n)
      await credit(tx, { ...opened, asset: 'GACT', amount: gact, source: 'seed:GACT' });
  }
  for (const p of postings) {
    const memberId = ids.members.get(p.uid)!;
    const timeZone = timeZoneOfSeed(p.uid);
    if (p.type === 'checkIn') {
      await credit(tx, {
        memberId,
        asset: 'POINT',
        amount: BigInt(SEED_CHECK_IN_POINTS),
        kind: 'checkIn',
        source: `checkIn:${periodOf('daily', p.at, timeZone).key}`,
        at: p.at,
      });
      continue;
    }
    if (p.type === 'inviteReward') {
      await insertInviteReward(tx, { ...p, memberId }, ids.members.get(p.inviteeUid)!);
      continue;
    }
    const seeded = quests.get(p.questKey)!;
    const period = periodOf(seeded.quest.kind, p.at, timeZone).key;
    const entry = await credit(tx, {
      memberId,
      asset: 'POINT',
      amount: BigInt(seeded.quest.rewardPoints),
      kind: claimKind({ event_id: seeded.quest.eventKey ? 1 : null }),
      source: claimSource(seeded.id, period),
      at: p.at,
    });
    await tx.query(
      `INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [memberId, seeded.id, period, entry.id, p.at],
    );
  }
}

async function insertInviteReward(
  tx: Queryable,
  p: { at: Date; memberId: number },
  inviteeId: number,
): Promise<void> {
  const entry = await credit(tx, {
    memberId: p.memberId,
    asset: 'POINT',
    amount: INVITE_REWARD_POINTS,
    kind: INVITE_REWARD_KIND,
    source: inviteRewardSource(inviteeId),
    at: p.at,
  });
  const [invitee] = await tx.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
    inviteeId,
  ]);
  await tx.query(
    `INSERT INTO invite_rewards (invitee_id, inviter_id, email_key, ledger_entry_id, claimed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [inviteeId, p.memberId, emailKey(invitee!.email), entry.id, p.at],
  );
}

/** "356.25" GACT → 356250000 (10^-6 units). */
export function gactMinor(gact: string): bigint {
  const [whole = '0', fraction = ''] = gact.split('.');
  if (fraction.length > 6) throw new Error(`seed: ${gact} GACT is finer than 10^-6`);
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

export async function insertQuestContent(
  tx: Queryable,
  now: Date,
  members: readonly SeedMember[],
  ids: Ids,
): Promise<void> {
  for (const m of members)
    await tx.query('UPDATE members SET time_zone = $2 WHERE id = $1', [
      ids.members.get(m.uid),
      timeZoneOfSeed(m.uid),
    ]);
  const eventIds = await insertEvents(tx, now);
  const quests = await insertQuests(tx, now, ids, eventIds);
  await insertProgress(tx, now, ids, quests);
  await insertLedger(tx, now, members, ids, quests);
}
