// Decision 031's race: badges and tickets are written on read, so reads race. 50 reads at once of a
// badge just met (Steam, whose date is the read's own time, and a first claim) → exactly one
// unlock row each, and every answer shows the same date; the same for a ticket just earned. Runs on
// PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set, where it also splits the
// reads between two apps on one database. The real clock: every read has its own "now".
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  AchievementListSchema,
  TicketPageSchema,
} from '../../../src/features/profile/api/schemas/achievement.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { makeMember, questIdOf } from '../../test-support/quest-helpers.ts';
import { addClaim } from '../../test-support/achievement-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 20;
const CONCURRENT = 50;

const t = concurrencyApps();

function sendAll(method: 'GET' | 'POST', url: string, accessToken: string, payload?: object) {
  const apps = t.apps;
  return burst(CONCURRENT, (i) =>
    appFor(apps, i).inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  ).then((responses) => responses.map((r) => r.json<{ status: number; data: unknown }>()));
}

describe(`${CONCURRENT} reads at once × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a badge just met: one unlock row, one date in every answer', async () => {
    const db = t.testDb.db;
    const questId = await questIdOf(db, 'reach-level-two');
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const m = await makeMember(db);
      await db.query('UPDATE members SET steam_connected = true WHERE id = $1', [m.id]);
      await addClaim(db, m.id, questId, new Date(Date.now() - 60_000));
      const bodies = await sendAll('GET', ENDPOINTS.achievements.path, m.accessToken);
      const [first] = bodies;
      expect(first!.status).toBe(0);
      for (const body of bodies) expect(body).toEqual(first);
      const list = AchievementListSchema.parse(first!.data);
      const unlocked = list.items.filter((b) => b.unlockedAt).map((b) => b.code);
      expect(unlocked.sort()).toEqual(['first-claim', 'steam-connected']);
      const rows = await db.query<{ code: string; unlocked_at: Date }>(
        `SELECT a.code, u.unlocked_at FROM member_achievements u
           JOIN achievements a ON a.id = u.achievement_id WHERE u.member_id = $1 ORDER BY a.code`,
        [m.id],
      );
      expect(rows.map((r) => r.code)).toEqual(['first-claim', 'steam-connected']);
      const steam = list.items.find((b) => b.code === 'steam-connected')!;
      expect(steam.unlockedAt).toBe(rows[1]!.unlocked_at.toISOString());
    }
  }, 300_000);

  it('a ticket just earned: one ticket row, the same answer to every read', async () => {
    const db = t.testDb.db;
    const questId = await questIdOf(db, 'clash-join');
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const m = await makeMember(db);
      await addClaim(db, m.id, questId, new Date(Date.now() - 60_000));
      const bodies = await sendAll('POST', ENDPOINTS.tickets.path, m.accessToken, {
        page: 1,
        size: 10,
      });
      const [first] = bodies;
      expect(first!.status).toBe(0);
      for (const body of bodies) expect(body).toEqual(first);
      expect(TicketPageSchema.parse(first!.data).items).toHaveLength(1);
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_tickets WHERE member_id = $1',
        [m.id],
      );
      expect(count!.n).toBe(1);
    }
  }, 300_000);
});
