import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from './db.ts';
import { passwordHasher, type PasswordHasher } from '../auth/password.ts';
import {
  DEMO_MEMBER,
  DEMO_MESSAGE_COUNT,
  OTHER_MEMBER_MESSAGE_COUNT,
  SEED_BANNERS,
  SEED_GAMES,
  SEED_MEMBERS,
  SEED_NEWS,
  seedMessages,
} from './seed-data.ts';
import { insertQuestContent } from './seed-quests.ts';
import { insertExploreContent } from './seed-explore.ts';
import { insertLootboxContent } from './seed-lootbox.ts';
import { insertTicketContent } from './seed-tickets.ts';
import { insertVaultContent } from './seed-vault.ts';
import { insertConvertContent } from './seed-converts.ts';
import { insertLeaderboardRivals } from './seed-leaderboard.ts';
import { insertWithdrawContent } from './seed-withdrawals.ts';
import { insertSteamLinks } from './seed-steam.ts';
import { insertSettingsContent } from './seed-settings.ts';
import { insertAnnouncements } from './seed-announcements.ts';
import { insertFavouriteGames } from './seed-favourites.ts';
import { sendMessage } from '../domain/shared/member-messages.ts';

async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo content; does nothing when any member exists, so a
 * restart never duplicates or overwrites data. Returns whether it seeded. Quest and event times
 * are relative to `now` (the server's clock at seed time), so what is upcoming stays upcoming.
 */
export async function seed(
  db: Db,
  passwords: PasswordHasher = passwordHasher(),
  now: Date = new Date(),
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // scrypt is slow on purpose: hash outside the transaction so it isn't held open meanwhile.
  const hashes = await Promise.all(SEED_MEMBERS.map((m) => passwords.hash(m.password)));
  const rivalHash = await passwords.hash(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`);
    if (!(await isEmpty(tx))) return false;
    const gameIds = await insertGames(tx);
    await insertNews(tx, gameIds);
    await insertBanners(tx, gameIds);
    await insertExploreContent(tx, gameIds);
    const memberIds = await insertMembers(tx, hashes);
    await insertQuestContent(tx, now, SEED_MEMBERS, { games: gameIds, members: memberIds });
    await insertLootboxContent(
      tx,
      now,
      memberIds.get(DEMO_MEMBER.uid)!,
      new Date(now.getTime() - DEMO_MEMBER.joinedDaysAgo * 86_400_000),
    );
    await insertTicketContent(tx, now, memberIds);
    await insertVaultContent(tx, now, { games: gameIds, members: memberIds });
    await insertConvertContent(tx, now, memberIds.get(DEMO_MEMBER.uid)!);
    await insertLeaderboardRivals(tx, now, memberIds.get(DEMO_MEMBER.uid)!, rivalHash);
    await insertWithdrawContent(tx, now, memberIds.get(DEMO_MEMBER.uid)!);
    await insertSteamLinks(tx, now, SEED_MEMBERS, memberIds);
    await insertSettingsContent(tx, now, memberIds.get(DEMO_MEMBER.uid)!);
    await insertAnnouncements(tx, now);
    await insertFavouriteGames(tx, now, memberIds.get(DEMO_MEMBER.uid)!, gameIds);
    for (const member of SEED_MEMBERS) {
      if (member.status !== 'Actived') continue;
      const count =
        member.uid === DEMO_MEMBER.uid ? DEMO_MESSAGE_COUNT : OTHER_MEMBER_MESSAGE_COUNT;
      await insertMessages(tx, memberIds.get(member.uid)!, count, now);
    }
    return true;
  });
}

async function insertGames(tx: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, g] of SEED_GAMES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO games (slug, name, tag, description, icon, downloads, rating, released_at, status, is_partnered, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11) RETURNING id`,
      [
        g.slug,
        g.name,
        g.tag,
        g.description,
        `games/${g.slug}.svg`,
        g.downloads,
        g.rating,
        g.releasedAt,
        g.status,
        g.isPartnered,
        index,
      ],
    );
    ids.set(g.slug, row!.id);
  }
  return ids;
}

async function insertNews(tx: Queryable, gameIds: Map<string, number>): Promise<void> {
  for (const n of SEED_NEWS) {
    await tx.query(
      `INSERT INTO news (game_id, title, cover, body, published_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5::int))`,
      [
        n.gameSlug ? gameIds.get(n.gameSlug) : null,
        n.title,
        `news/${n.slug}.svg`,
        n.body,
        n.daysAgo,
      ],
    );
  }
}

async function insertBanners(tx: Queryable, gameIds: Map<string, number>): Promise<void> {
  for (const [index, b] of SEED_BANNERS.entries()) {
    await tx.query(
      'INSERT INTO banners (game_id, image, title, sort_order) VALUES ($1, $2, $3, $4)',
      [gameIds.get(b.gameSlug), `banners/${b.slug}.svg`, b.title, index],
    );
  }
}

async function insertMembers(tx: Queryable, hashes: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Inviters come first in SEED_MEMBERS, so invited_by can always be resolved.
  for (const [index, m] of SEED_MEMBERS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO members (uid, email, password_hash, nickname, avatar, level, invite_code,
                            invited_by, status, steam_connected, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11::int))
       RETURNING id`,
      [
        m.uid,
        m.email,
        hashes[index],
        m.nickname,
        m.avatar,
        m.level,
        m.inviteCode,
        m.invitedBy ? ids.get(m.invitedBy) : null,
        m.status,
        m.steamConnected,
        m.joinedDaysAgo,
      ],
    );
    ids.set(m.uid, row!.id);
  }
  return ids;
}

async function insertMessages(
  tx: Queryable,
  memberId: number,
  count: number,
  now: Date,
): Promise<void> {
  for (const msg of seedMessages(count)) {
    const at = new Date(now.getTime() - msg.minutesAgo * 60_000);
    const id = await sendMessage(tx, memberId, { ...msg, at });
    if (msg.isRead)
      await tx.query(`UPDATE messages SET read_at = created_at + interval '1 hour' WHERE id = $1`, [
        id,
      ]);
  }
}
