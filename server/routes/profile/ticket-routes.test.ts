// POST /api/Member/Tickets (decision 031): earned tickets issued once and dated when earned, the
// state from the injected clock (valid, used, expired), valid first by expiry, the state filter,
// paging, and only the member's own tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { manualClock } from '../../clock.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { SEED_UIDS } from '../../db/seed-quests-data.ts';
import {
  createTestApp,
  envelopeOf,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { eventIdOf, makeMember, questIdOf } from '../../test-support/quest-helpers.ts';
import { addCheckIn, addClaim, readTickets } from '../../test-support/achievement-helpers.ts';

const clock = manualClock(new Date());
const START = clock.now();
const DAY_MS = 86_400_000;

let t: TestApp;
let demoToken = '';
beforeAll(async () => {
  t = await createTestApp({ clock });
  demoToken = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('Tickets', () => {
  it('refuses a visitor and a bad page', async () => {
    const visitor = envelopeOf(await post(t.app, ENDPOINTS.tickets.path, { page: 1, size: 5 }));
    expect(visitor.status).toBe(STATUS.TokenNotExist.code);
    const bad = envelopeOf(
      await post(t.app, ENDPOINTS.tickets.path, { page: 0, size: 5, state: 'gone' }, demoToken),
    );
    expect(bad.status).toBe(STATUS.ParameterError.code);
  });

  it('the demo member: valid first by expiry, then used, then expired; the draw earned by 2 check-ins', async () => {
    const list = await readTickets(t.app, demoToken);
    expect(list.total).toBe(4);
    expect(list.items.map((x) => x.state)).toEqual(['valid', 'valid', 'used', 'expired']);
    const [first, second] = list.items;
    expect(Date.parse(first!.expiresAt)).toBeLessThan(Date.parse(second!.expiresAt));
    const draw = list.items.find((x) => x.source === 'checkInMilestone')!;
    expect(draw).toMatchObject({
      purpose: 'Entry to the Winter Clash grand draw',
      eventTitle: expect.any(String),
      checkInDays: 2,
      state: 'valid',
    });
    // Issued at the 2nd check-in since the event began, not at the read.
    const [second2] = await t.testDb.db.query<{ at: Date }>(
      `SELECT l.created_at AS at FROM ledger_entries l JOIN members m ON m.id = l.member_id
         JOIN major_events e ON e.id = $2
        WHERE m.uid = $1 AND l.kind = 'checkIn' AND l.created_at >= e.starts_at
        ORDER BY l.created_at OFFSET 1 LIMIT 1`,
      [DEMO_MEMBER.uid, await eventIdOf(t.testDb.db, 'winter-clash')],
    );
    expect(draw.issuedAt).toBe(second2!.at.toISOString());
    expect(list.items[2]!.usedAt).not.toBeNull();
    expect(list.timeZone).toBe('Asia/Taipei');
  });

  it('answers in the request language', async () => {
    const body = envelopeOf(
      await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.tickets.path,
        payload: { page: 1, size: 20 },
        headers: { authorization: `Bearer ${demoToken}`, 'accept-language': 'zh-CN' },
      }),
    );
    const items = (body.data as { items: { purpose: string }[] }).items;
    expect(items.map((x) => x.purpose)).toContain('冬季争霸战大抽奖参加券');
  });

  it('the state filter and paging', async () => {
    const valid = await readTickets(t.app, demoToken, { page: 1, size: 1, state: 'valid' });
    expect(valid.total).toBe(2);
    expect(valid.items).toHaveLength(1);
    const page2 = await readTickets(t.app, demoToken, { page: 2, size: 3 });
    expect(page2.items.map((x) => x.state)).toEqual(['expired']);
  });

  it('expired comes from the clock: past a ticket expiry it is expired, before it valid', async () => {
    const before = await readTickets(t.app, demoToken, { page: 1, size: 1, state: 'valid' });
    const next = before.items[0]!;
    clock.set(new Date(Date.parse(next.expiresAt)));
    try {
      const after = await readTickets(t.app, demoToken);
      expect(after.items.find((x) => x.id === next.id)!.state).toBe('expired');
      expect(after.items.filter((x) => x.state === 'valid')).toHaveLength(1);
    } finally {
      clock.set(START);
    }
  });

  it('an event quest claim earns its ticket once, dated at the claim; others never see it', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    const claimedAt = new Date(START.getTime() - DAY_MS);
    await addClaim(db, m.id, await questIdOf(db, 'clash-join'), claimedAt);
    const first = await readTickets(t.app, m.accessToken);
    const again = await readTickets(t.app, m.accessToken);
    expect(first.items).toHaveLength(1);
    expect(again.items).toEqual(first.items);
    expect(first.items[0]).toMatchObject({
      source: 'eventQuest',
      questTitle: 'Join the Winter Clash',
      purpose: 'Winter Clash tournament entry',
      issuedAt: claimedAt.toISOString(),
      state: 'valid',
    });
    const demo = await readTickets(t.app, demoToken);
    expect(demo.items.some((x) => x.id === first.items[0]!.id)).toBe(false);
  });

  it('check-ins before the event began do not count towards its draw', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    const [event] = await db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM major_events WHERE id = $1',
      [await eventIdOf(db, 'winter-clash')],
    );
    const start = event!.starts_at.getTime();
    await addCheckIn(db, m.id, '2000-01-01', new Date(start - DAY_MS));
    await addCheckIn(db, m.id, '2000-01-02', new Date(start + 1000));
    expect((await readTickets(t.app, m.accessToken)).total).toBe(0);
    await addCheckIn(db, m.id, '2000-01-03', new Date(start + DAY_MS));
    const list = await readTickets(t.app, m.accessToken);
    expect(list.items[0]).toMatchObject({
      source: 'checkInMilestone',
      issuedAt: new Date(start + DAY_MS).toISOString(),
    });
  });

  it('luna: the long-ended harvest draw, earned by her claim, is expired', async () => {
    const luna = SEED_MEMBERS.find((m) => m.uid === SEED_UIDS.luna)!;
    const token = (await login(t.app, luna.email, luna.password)).access_token;
    const list = await readTickets(t.app, token);
    const draw = list.items.find((x) => x.purpose === 'Autumn Harvest lucky draw entry')!;
    expect(draw).toMatchObject({ source: 'eventQuest', state: 'expired', usedAt: null });
    expect(Date.parse(draw.expiresAt)).toBeLessThan(Date.now());
  });
});
