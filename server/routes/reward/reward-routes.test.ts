// RewardCalendar, QueryMissionByDate and CheckIn (issue 12, decision 026) against a seeded database
// with an injected clock: the rule, the streak, the day boundary in UTC+8 and UTC−10, past days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  QuestDetailSchema,
  QuestSummaryListSchema,
} from '../../../src/features/quests/api/schemas/quest.ts';
import {
  CheckInReceiptSchema,
  RewardCalendarSchema,
} from '../../../src/features/reward/api/schemas/reward.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { manualClock } from '../../clock.ts';
import { credit } from '../../domain/shared/ledger.ts';
import { addDays, checkInSource } from '../../domain/reward/check-ins.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { expectLedgerConsistent, makeMember, questIdOf } from '../../test-support/quest-helpers.ts';

// Noon in Taipei on 2026-11-26 (04:00 UTC): the seed writes the demo member's check-ins before it.
const start = new Date('2026-11-26T04:00:00.000Z');
const clock = manualClock(start);

let t: TestApp;
let demo = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  demo = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.testDb.db;

async function calendar(payload: object, token?: string) {
  const body = envelopeOf(await post(t.app, ENDPOINTS.rewardCalendar.path, payload, token));
  expect(body.status).toBe(0);
  return RewardCalendarSchema.parse(body.data);
}

async function checkIn(day: string, token: string) {
  return envelopeOf(await post(t.app, ENDPOINTS.checkIn.path, { day }, token));
}

async function checkedIn(day: string, token: string) {
  const body = await checkIn(day, token);
  expect(body.status).toBe(0);
  return CheckInReceiptSchema.parse(body.data);
}

/** Check-ins written straight to the ledger for the days `from`..`from + count - 1`. */
async function pastCheckIns(memberId: number, from: string, count: number) {
  await db().transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const day = addDays(from, i);
      await credit(tx, {
        memberId,
        asset: 'POINT',
        amount: 10n,
        kind: 'checkIn',
        source: checkInSource(day),
        at: new Date(`${day}T12:00:00Z`),
      });
    }
  });
}

describe('RewardCalendar', () => {
  it('a visitor sees the month in UTC, no streak, today open at the base pay and the rule', async () => {
    clock.set(start);
    const cal = await calendar({});
    expect(cal.month).toBe('2026-11');
    expect(cal.today).toBe('2026-11-26');
    expect(cal.timeZone).toBe('UTC');
    expect(cal.nextDayAt).toBe('2026-11-27T00:00:00.000Z');
    expect(cal.streak).toBe(0);
    expect(cal.checkedInToday).toBe(false);
    expect(cal.receipt).toBeNull();
    expect(cal.rule).toEqual({ basePoints: '10', bonusEvery: 7, bonusPoints: '50' });
    expect(cal.days).toHaveLength(30);
    expect(cal.days[0]!.status).toBe('missed');
    expect(cal.days[25]).toMatchObject({ day: '2026-11-26', status: 'today', points: '10' });
    // Starting today, the 7th day in a row is 2026-12-02: not in November; 11-27..11-30 pay 10.
    expect(cal.days.slice(26).map((d) => d.points)).toEqual(['10', '10', '10', '10']);
    const december = await calendar({ month: '2026-12' });
    expect(december.days).toHaveLength(31);
    expect(december.days[1]).toMatchObject({ day: '2026-12-02', status: 'upcoming', points: '50' });
  });

  it("a visitor's calendar counts days in the device zone the app sends (Time-Zone), a member's in theirs", async () => {
    clock.set(start);
    const asVisitor = async (zone: string, token?: string) => {
      const headers: Record<string, string> = { 'time-zone': zone };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = envelopeOf(
        await t.app.inject({
          method: 'POST',
          url: ENDPOINTS.rewardCalendar.path,
          payload: {},
          headers,
        }),
      );
      expect(body.status).toBe(0);
      return RewardCalendarSchema.parse(body.data);
    };
    // 04:00 UTC on the 26th is still the 25th in Honolulu (UTC-10).
    expect(await asVisitor('Pacific/Honolulu')).toMatchObject({
      timeZone: 'Pacific/Honolulu',
      today: '2026-11-25',
      nextDayAt: '2026-11-26T10:00:00.000Z',
    });
    expect(await asVisitor('Mars/Olympus')).toMatchObject({ timeZone: 'UTC', today: '2026-11-26' });
    // A member's stored zone wins over the device's.
    expect(await asVisitor('Pacific/Honolulu', demo)).toMatchObject({ timeZone: 'Asia/Taipei' });
  });

  it('the demo member sees their seeded check-ins in Taipei, the missed day and the streak', async () => {
    clock.set(start);
    const cal = await calendar({}, demo);
    expect(cal.timeZone).toBe('Asia/Taipei');
    expect(cal.nextDayAt).toBe('2026-11-26T16:00:00.000Z');
    const byDay = new Map(cal.days.map((d) => [d.day, d]));
    for (const day of ['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-21', '2026-11-20'])
      expect(byDay.get(day)).toMatchObject({ status: 'checkedIn', points: '10' });
    expect(byDay.get('2026-11-22')).toMatchObject({ status: 'missed', points: null });
    expect(cal.streak).toBe(3);
    // Today is streak day 4, so 2026-11-29 is day 7 and pays the bonus.
    expect(byDay.get('2026-11-26')).toMatchObject({ status: 'today', points: '10' });
    expect(cal.todayPoints).toBe('10');
    expect(byDay.get('2026-11-29')).toMatchObject({ status: 'upcoming', points: '50' });
    expect(byDay.get('2026-11-30')).toMatchObject({ status: 'upcoming', points: '10' });
  });

  it("counts each day's missions as QueryMissionByDate lists them", async () => {
    clock.set(start);
    const cal = await calendar({}, demo);
    for (const day of [cal.days[0]!, cal.days[25]!]) {
      const body = envelopeOf(
        await post(t.app, ENDPOINTS.missionsByDate.path, { date: day.day }, demo),
      );
      expect(body.status).toBe(0);
      const missions = QuestSummaryListSchema.parse(body.data);
      expect(missions).toHaveLength(day.missions);
    }
    expect(cal.days[25]!.missions).toBeGreaterThan(0);
  });

  it('QueryMissionByDate refuses a day that does not exist', async () => {
    const body = envelopeOf(
      await post(t.app, ENDPOINTS.missionsByDate.path, { date: '2026-02-30' }),
    );
    expect(body.status).toBe(STATUS.ParameterError.code);
  });
});

describe('CheckIn', () => {
  it('needs a member', async () => {
    const body = envelopeOf(await post(t.app, ENDPOINTS.checkIn.path, { day: '2026-11-26' }));
    expect(body.status).not.toBe(0);
  });

  it('pays once a day: asking again answers the first receipt', async () => {
    clock.set(start);
    const member = await makeMember(db(), { timeZone: 'UTC' });
    const first = await checkedIn('2026-11-26', member.accessToken);
    expect(first).toMatchObject({ day: '2026-11-26', amount: '10', balanceAfter: '10', streak: 1 });
    expect(first.checkedInAt).toBe(start.toISOString());
    clock.set(new Date(start.getTime() + 3_600_000));
    expect(await checkedIn('2026-11-26', member.accessToken)).toEqual(first);
    const cal = await calendar({}, member.accessToken);
    expect(cal.checkedInToday).toBe(true);
    expect(cal.streak).toBe(1);
    expect(cal.receipt).toEqual(first);
    expect(await expectLedgerConsistent(db(), member.id)).toBe(10n);
  });

  it('the 7th day in a row pays the bonus; a missed day starts again at day 1', async () => {
    clock.set(start);
    const kept = await makeMember(db());
    await pastCheckIns(kept.id, '2026-11-20', 6);
    expect((await calendar({}, kept.accessToken)).todayPoints).toBe('50');
    expect(await checkedIn('2026-11-26', kept.accessToken)).toMatchObject({
      amount: '50',
      streak: 7,
      balanceAfter: '110',
    });
    const broken = await makeMember(db());
    await pastCheckIns(broken.id, '2026-11-19', 6); // ends 11-24: 11-25 was missed
    expect(await checkedIn('2026-11-26', broken.accessToken)).toMatchObject({
      amount: '10',
      streak: 1,
    });
  });

  it('past days cannot be claimed and future days not yet', async () => {
    clock.set(start);
    const member = await makeMember(db());
    for (const day of ['2026-11-25', '2026-11-27', '2025-11-26']) {
      const body = await checkIn(day, member.accessToken);
      expect(body.status).toBe(STATUS.CheckInDayOver.code);
      expect(body.data).toEqual({ today: '2026-11-26', timeZone: 'UTC' });
    }
    expect(await expectLedgerConsistent(db(), member.id)).toBe(0n);
  });

  // The day turns at local midnight: 23:59:59 is still the day, 00:00:00 is the next one.
  for (const [zone, lastSecondUtc] of [
    ['Asia/Taipei', '2026-11-26T15:59:59.000Z'], // UTC+8
    ['Pacific/Honolulu', '2026-11-27T09:59:59.000Z'], // UTC−10
  ] as const) {
    it(`day boundary in ${zone}: 23:59:59 and 00:00:00`, async () => {
      const lastSecond = new Date(lastSecondUtc);
      const midnight = new Date(lastSecond.getTime() + 1000);
      const member = await makeMember(db(), { timeZone: zone });
      clock.set(lastSecond);
      const cal = await calendar({}, member.accessToken);
      expect(cal.today).toBe('2026-11-26');
      expect(cal.nextDayAt).toBe(midnight.toISOString());
      const late = await checkedIn('2026-11-26', member.accessToken);
      expect(late).toMatchObject({ day: '2026-11-26', streak: 1 });

      clock.set(midnight);
      expect((await calendar({}, member.accessToken)).today).toBe('2026-11-27');
      // The first day's receipt still answers; the new day is a new check-in, the streak goes on.
      expect(await checkedIn('2026-11-26', member.accessToken)).toEqual(late);
      const next = await checkedIn('2026-11-27', member.accessToken);
      expect(next).toMatchObject({ day: '2026-11-27', streak: 2, balanceAfter: '20' });
      expect(next.entryId).not.toBe(late.entryId);

      // A member who did not check in before midnight can no longer claim that day.
      const slow = await makeMember(db(), { timeZone: zone });
      const body = await checkIn('2026-11-26', slow.accessToken);
      expect(body.status).toBe(STATUS.CheckInDayOver.code);
      expect(body.data).toEqual({ today: '2026-11-27', timeZone: zone });
      clock.set(lastSecond);
      expect(await checkedIn('2026-11-26', slow.accessToken)).toMatchObject({ streak: 1 });
    });
  }

  it('check-ins count for the "check in N days" quest condition', async () => {
    clock.set(start);
    const member = await makeMember(db());
    const questId = await questIdOf(db(), 'check-in-week');
    const progress = async () => {
      const body = envelopeOf(
        await get(t.app, `${ENDPOINTS.quest.path}?id=${questId}`, member.accessToken),
      );
      return QuestDetailSchema.parse(body.data).conditions[0]!.progress;
    };
    expect(await progress()).toBe(0);
    await checkedIn('2026-11-26', member.accessToken);
    expect(await progress()).toBe(1);
  });
});
