// GET /api/Member/Achievements (decision 031): each criterion's progress, unlocked once, dated when
// the criterion was first met (from the data), kept when the count drops, and only the member's own.
// The clock is injected; the data is written at chosen times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  type TestApp,
} from '../../test-support/test-app.ts';
import { makeMember, questIdOf } from '../../test-support/quest-helpers.ts';
import {
  addCheckIn,
  addClaim,
  addInvitee,
  addPoints,
  readBadges,
} from '../../test-support/achievement-helpers.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const clock = manualClock(NOW);
const hoursAgo = (h: number) => new Date(clock.now().getTime() - h * 3_600_000);

let t: TestApp;
let questId = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
  questId = await questIdOf(t.testDb.db, 'reach-level-two');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('Achievements', () => {
  it('refuses a visitor', async () => {
    const body = envelopeOf(await get(t.app, ENDPOINTS.achievements.path));
    expect(body.status).toBe(STATUS.TokenNotExist.code);
  });

  it('a new member: the whole catalogue, every badge locked at progress 0, in their language', async () => {
    const m = await makeMember(t.testDb.db);
    const list = await readBadges(t.app, m.accessToken, 'zh-TW');
    expect(list.items.map((b) => b.code)).toEqual([
      'first-claim',
      'ten-quests',
      'week-streak',
      'first-invite',
      'steam-connected',
      'level-two',
      'level-four',
      'first-lootbox',
      'first-prize',
    ]);
    expect(list.items.every((b) => b.unlockedAt === null && b.progress === 0)).toBe(true);
    expect(list.byCode.get('week-streak')).toMatchObject({ name: '連續七天', target: 7 });
  });

  it('quest claims: the first unlocks at the first claim, not at the read; 10 counts up', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    await addClaim(db, m.id, questId, hoursAgo(50));
    await addClaim(db, m.id, questId, hoursAgo(20));
    const list = await readBadges(t.app, m.accessToken);
    expect(list.byCode.get('first-claim')).toMatchObject({
      progress: 1,
      unlockedAt: hoursAgo(50).toISOString(),
    });
    expect(list.byCode.get('ten-quests')).toMatchObject({ progress: 2, unlockedAt: null });
    for (let i = 0; i < 8; i += 1) await addClaim(db, m.id, questId, hoursAgo(10 - i));
    const after = await readBadges(t.app, m.accessToken);
    expect(after.byCode.get('ten-quests')).toMatchObject({
      progress: 10,
      unlockedAt: hoursAgo(3).toISOString(),
    });
    expect(after.byCode.get('first-claim')!.unlockedAt).toBe(hoursAgo(50).toISOString());
  });

  it('check-in streak: the live run in the member zone, and the 7th day in a row unlocks for good', async () => {
    const db = t.testDb.db;
    // 04:00 UTC is 12:00 in Taipei: today there is 2026-11-20.
    const m = await makeMember(db, { timeZone: 'Asia/Taipei' });
    for (const day of ['2026-11-17', '2026-11-18', '2026-11-19'])
      await addCheckIn(db, m.id, day, new Date(`${day}T02:00:00.000Z`));
    let list = await readBadges(t.app, m.accessToken);
    // Today not checked in yet: the run ending yesterday is still alive.
    expect(list.byCode.get('week-streak')).toMatchObject({ progress: 3, unlockedAt: null });
    expect(list.timeZone).toBe('Asia/Taipei');

    const seventh = new Date('2026-11-09T03:00:00.000Z');
    for (const day of ['03', '04', '05', '06', '07', '08'])
      await addCheckIn(db, m.id, `2026-11-${day}`, new Date(`2026-11-${day}T03:00:00.000Z`));
    await addCheckIn(db, m.id, '2026-11-09', seventh);
    list = await readBadges(t.app, m.accessToken);
    expect(list.byCode.get('week-streak')).toMatchObject({
      progress: 7,
      unlockedAt: seventh.toISOString(),
    });
  });

  it('a broken run counts from 0 again while locked', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db, { timeZone: 'UTC' });
    for (const day of ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17'])
      await addCheckIn(db, m.id, day, new Date(`${day}T10:00:00.000Z`));
    const list = await readBadges(t.app, m.accessToken);
    expect(list.byCode.get('week-streak')).toMatchObject({ progress: 0, unlockedAt: null });
  });

  it('first invite: dated at the invited member sign-up, and stays unlocked if that member goes', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    const invitee = await addInvitee(db, m.id, hoursAgo(30));
    const list = await readBadges(t.app, m.accessToken);
    expect(list.byCode.get('first-invite')).toMatchObject({
      progress: 1,
      unlockedAt: hoursAgo(30).toISOString(),
    });
    await db.query('UPDATE members SET invited_by = NULL WHERE id = $1', [invitee]);
    const after = await readBadges(t.app, m.accessToken);
    expect(after.byCode.get('first-invite')).toMatchObject({
      progress: 1,
      unlockedAt: hoursAgo(30).toISOString(),
    });
  });

  it('Steam keeps no time: dated at the first read after connecting, the same on every later read', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    expect((await readBadges(t.app, m.accessToken)).byCode.get('steam-connected')!.progress).toBe(
      0,
    );
    await db.query('UPDATE members SET steam_connected = true WHERE id = $1', [m.id]);
    const first = clock.now().toISOString();
    expect((await readBadges(t.app, m.accessToken)).byCode.get('steam-connected')).toMatchObject({
      progress: 1,
      unlockedAt: first,
    });
    clock.advance(3_600_000);
    try {
      const later = await readBadges(t.app, m.accessToken);
      expect(later.byCode.get('steam-connected')!.unlockedAt).toBe(first);
      const [rows] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_achievements WHERE member_id = $1',
        [m.id],
      );
      expect(rows!.n).toBe(1);
    } finally {
      clock.set(NOW);
    }
  });

  it('levels: dated at the credit that crossed the threshold; a stored level has no time, so the read', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    await addPoints(db, m.id, 600n, hoursAgo(40), 'a');
    await addPoints(db, m.id, 500n, hoursAgo(30), 'b');
    const list = await readBadges(t.app, m.accessToken);
    expect(list.byCode.get('level-two')).toMatchObject({
      progress: 2,
      unlockedAt: hoursAgo(30).toISOString(),
    });
    expect(list.byCode.get('level-four')).toMatchObject({ progress: 2, unlockedAt: null });

    const raised = await makeMember(db, { level: 4 });
    const top = await readBadges(t.app, raised.accessToken);
    expect(top.byCode.get('level-four')).toMatchObject({
      progress: 4,
      unlockedAt: clock.now().toISOString(),
    });
  });

  it('the demo member: lootbox and prize badges dated from their first open and redemption; others never see them', async () => {
    const db = t.testDb.db;
    const demo = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const list = await readBadges(t.app, demo.access_token);
    const [first] = await db.query<{ open: Date; redeem: Date; claim: Date }>(
      `SELECT (SELECT min(opened_at) FROM lootbox_opens o WHERE o.member_id = m.id) AS open,
              (SELECT min(created_at) FROM exchange_records r
                WHERE r.member_id = m.id AND r.status <> 'Fail') AS redeem,
              (SELECT min(claimed_at) FROM quest_claims c WHERE c.member_id = m.id) AS claim
         FROM members m WHERE m.uid = $1`,
      [DEMO_MEMBER.uid],
    );
    expect(list.byCode.get('first-lootbox')!.unlockedAt).toBe(first!.open.toISOString());
    expect(list.byCode.get('first-prize')!.unlockedAt).toBe(first!.redeem.toISOString());
    expect(list.byCode.get('first-claim')!.unlockedAt).toBe(first!.claim.toISOString());
    // Some of everything: unlocked badges and locked ones part way.
    expect(list.items.filter((b) => b.unlockedAt).length).toBeGreaterThanOrEqual(4);
    expect(list.items.some((b) => !b.unlockedAt && b.progress > 0)).toBe(true);

    const stranger = await makeMember(db);
    const theirs = await readBadges(t.app, stranger.accessToken);
    expect(theirs.items.every((b) => b.unlockedAt === null)).toBe(true);
  });
});
