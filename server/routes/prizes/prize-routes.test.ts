// PrizeList, RedeemPrize, ExchangePrizeRecord, ExchangeRecordDetail, ConfirmExchange and the
// fulfilment step (issue 12, decision 027) through the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  ExchangeRecordListSchema,
  ExchangeRecordSchema,
  PrizeListSchema,
} from '../../../src/features/prizes/api/schemas/prize.ts';
import { manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { SEED_PRIZES, SEED_REDEMPTIONS } from '../../db/seed-prizes-data.ts';
import { fulfilExchange, dealingIds } from '../../domain/prizes/exchange-fulfilment.ts';
import { earnedPoints } from '../../domain/shared/ledger.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { call, givePoints, makePrize, redeemKey } from '../../test-support/prize-helpers.ts';

const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.testDb.db;

async function member(points: number, timeZone = 'UTC') {
  const m = await makeMember(db(), { timeZone });
  if (points > 0) await givePoints(db(), m.id, points);
  return m;
}

function redeem(token: string, prizeId: number, key = redeemKey(), language = 'en-US') {
  return call(t.app, ENDPOINTS.redeemPrize, { prizeId, redeemKey: key }, token, language);
}

describe('PrizeList', () => {
  it('lists the seeded catalogue in every language; a visitor has no balance', async () => {
    const visitor = PrizeListSchema.parse((await call(t.app, ENDPOINTS.prizeList, {})).data);
    expect(visitor.balance).toBeNull();
    const names = visitor.prizes.map((p) => p.name);
    for (const seeded of SEED_PRIZES) expect(names).toContain(seeded.name['en-US']);
    const zh = PrizeListSchema.parse(
      (await call(t.app, ENDPOINTS.prizeList, {}, undefined, 'zh-TW')).data,
    );
    expect(zh.prizes.map((p) => p.name)).toContain(SEED_PRIZES[0]!.name['zh-TW']);
  });

  it("shows the member's balance and what they used of each limit", async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const list = PrizeListSchema.parse(
      (await call(t.app, ENDPOINTS.prizeList, {}, access_token)).data,
    );
    expect(list.balance).toBe(String(DEMO_MEMBER.points));
    const arcade = list.prizes.find((p) => p.name === 'Arcade weekend pass')!;
    expect(arcade.usedTotal).toBe(1);
    expect(arcade.memberLimit).toBe(1);
  });
});

describe('the seeded demo records', () => {
  it('are all there, newest first, with every status and the balance unchanged', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const body = await call(
      t.app,
      ENDPOINTS.exchangePrizeRecord,
      { page: 1, size: 100 },
      access_token,
    );
    const records = ExchangeRecordListSchema.parse(body.data);
    expect(body.total).toBe(SEED_REDEMPTIONS.length);
    expect(new Set(records.map((r) => r.status))).toEqual(
      new Set(['Dealing', 'Success', 'Fail', 'NeedConfirm']),
    );
    const times = records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [demo] = await db().query<{ id: number }>('SELECT id FROM members WHERE uid = $1', [
      DEMO_MEMBER.uid,
    ]);
    expect(await expectLedgerConsistent(db(), demo!.id)).toBe(BigInt(DEMO_MEMBER.points));
  });
});

describe('RedeemPrize', () => {
  it('debits the cost, takes one unit and answers the record (digital → Dealing)', async () => {
    const m = await member(500);
    const prizeId = await makePrize(db(), { cost: 120, stock: 5 });
    const body = await redeem(m.accessToken, prizeId);
    expect(body.status).toBe(0);
    const record = ExchangeRecordSchema.parse(body.data);
    expect(record).toMatchObject({ status: 'Dealing', cost: '120', balanceAfter: '380' });
    const [prize] = await db().query<{ stock: number }>('SELECT stock FROM prizes WHERE id = $1', [
      prizeId,
    ]);
    expect(prize!.stock).toBe(4);
    expect(await expectLedgerConsistent(db(), m.id)).toBe(380n);
  });

  it('a physical prize waits for delivery details (NeedConfirm)', async () => {
    const m = await member(500);
    const prizeId = await makePrize(db(), { kind: 'physical', cost: 200 });
    const record = ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data);
    expect(record.status).toBe('NeedConfirm');
  });

  it('a retry with the same key answers the first record and charges once', async () => {
    const m = await member(500);
    const prizeId = await makePrize(db(), { cost: 100 });
    const key = redeemKey();
    const first = await redeem(m.accessToken, prizeId, key);
    const again = await redeem(m.accessToken, prizeId, key);
    expect(again).toEqual(first);
    expect(await expectLedgerConsistent(db(), m.id)).toBe(400n);
    const other = await redeem(m.accessToken, await makePrize(db()), key);
    expect(other.status).toBe(STATUS.DuplicateRequest.code);
  });

  it('a short balance is "Insufficient Point balance", nothing written', async () => {
    const m = await member(99);
    const prizeId = await makePrize(db(), { cost: 100, stock: 1 });
    const body = await redeem(m.accessToken, prizeId);
    expect(body).toMatchObject({
      status: STATUS.InsufficientPointBalance.code,
      message: 'Insufficient Point balance',
    });
    expect(await expectLedgerConsistent(db(), m.id)).toBe(99n);
    const [prize] = await db().query<{ stock: number }>('SELECT stock FROM prizes WHERE id = $1', [
      prizeId,
    ]);
    expect(prize!.stock).toBe(1);
    const [n] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM exchange_records WHERE member_id = $1',
      [m.id],
    );
    expect(n!.n).toBe(0);
  });

  it('the daily limit counts a calendar day in the member’s time zone', async () => {
    // 10:00 UTC is 23:00 in Auckland (UTC+13 in November): an hour later is the next day there.
    const m = await member(1000, 'Pacific/Auckland');
    const prizeId = await makePrize(db(), { cost: 10, dailyLimit: 1 });
    expect((await redeem(m.accessToken, prizeId)).status).toBe(0);
    const refused = await redeem(m.accessToken, prizeId);
    expect(refused).toMatchObject({
      status: STATUS.DailyLimitExceeded.code,
      message: 'Exceeding the daily limit',
    });
    clock.advance(60 * 60 * 1000);
    try {
      expect((await redeem(m.accessToken, prizeId)).status).toBe(0);
    } finally {
      clock.advance(-60 * 60 * 1000);
    }
  });

  it('the per-member limit is "The conversion limit has been used up"', async () => {
    const m = await member(1000);
    const prizeId = await makePrize(db(), { cost: 10, memberLimit: 1 });
    expect((await redeem(m.accessToken, prizeId)).status).toBe(0);
    expect(await redeem(m.accessToken, prizeId)).toMatchObject({
      status: STATUS.ConversionLimitUsed.code,
      message: 'The conversion limit has been used up',
    });
  });

  it('out of stock is PrizeOutOfStock; an unknown or unlisted prize is DataNotExist', async () => {
    const m = await member(1000);
    const empty = await makePrize(db(), { stock: 0 });
    expect((await redeem(m.accessToken, empty)).status).toBe(STATUS.PrizeOutOfStock.code);
    expect((await redeem(m.accessToken, 2_000_000_000)).status).toBe(STATUS.DataNotExist.code);
    const hidden = await makePrize(db());
    await db().query('UPDATE prizes SET is_listed = false WHERE id = $1', [hidden]);
    expect((await redeem(m.accessToken, hidden)).status).toBe(STATUS.DataNotExist.code);
  });

  it('a visitor is asked to sign in', async () => {
    const body = await call(t.app, ENDPOINTS.redeemPrize, {
      prizeId: 1,
      redeemKey: redeemKey(),
    });
    expect(body.status).toBe(STATUS.TokenNotExist.code);
  });
});

describe('fulfilment and refunds', () => {
  it('Dealing → Success hands a digital prize its code', async () => {
    const m = await member(300);
    const record = ExchangeRecordSchema.parse(
      (await redeem(m.accessToken, await makePrize(db(), { cost: 100 }))).data,
    );
    expect(await dealingIds(db())).toContain(record.id);
    const done = await fulfilExchange({ db: db(), clock }, record.id, 'success');
    expect(done.status).toBe('Success');
    expect(done.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(fulfilExchange({ db: db(), clock }, record.id, 'fail')).rejects.toMatchObject({
      statusName: 'ExchangeAlreadySettled',
    });
    expect(await expectLedgerConsistent(db(), m.id)).toBe(200n);
  });

  it('Dealing → Fail refunds the points exactly once and returns the unit', async () => {
    const m = await member(300);
    const prizeId = await makePrize(db(), { cost: 100, stock: 1, memberLimit: 1 });
    const record = ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data);
    const earned = await earnedPoints(db(), m.id);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => fulfilExchange({ db: db(), clock }, record.id, 'fail')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refunds = await db().query<{ id: number }>(
      `SELECT id FROM ledger_entries WHERE member_id = $1 AND kind = 'prizeRefund'`,
      [m.id],
    );
    expect(refunds).toHaveLength(1);
    expect(await expectLedgerConsistent(db(), m.id)).toBe(300n);
    // Points given back were never earned: the level does not move.
    expect(await earnedPoints(db(), m.id)).toBe(earned);
    const detail = ExchangeRecordSchema.parse(
      (await call(t.app, ENDPOINTS.exchangeRecordDetail, { id: record.id }, m.accessToken)).data,
    );
    expect(detail).toMatchObject({ status: 'Fail', refundEntryId: refunds[0]!.id });
    // The failed one no longer counts: the unit and the member's limit are free again.
    expect((await redeem(m.accessToken, prizeId)).status).toBe(0);
  });
});

describe('the demo fulfilment route (npm run reward:fulfil)', () => {
  it('settles one record, or every Dealing one, through the real domain step', async () => {
    const m = await member(300);
    const prizeId = await makePrize(db(), { cost: 100 });
    const a = ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data);
    const b = ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data);
    const one = await call(t.app, ENDPOINTS.devFulfilExchange, { id: a.id, outcome: 'fail' });
    expect(ExchangeRecordListSchema.parse(one.data)).toMatchObject([{ id: a.id, status: 'Fail' }]);
    const all = await call(t.app, ENDPOINTS.devFulfilExchange, { outcome: 'success' });
    expect(ExchangeRecordListSchema.parse(all.data).map((r) => r.id)).toContain(b.id);
    expect(await dealingIds(db())).toEqual([]);
    expect(await expectLedgerConsistent(db(), m.id)).toBe(200n);
  });
});

describe('ConfirmExchange', () => {
  const delivery = { name: 'Ada', phone: '+886 912 345 678', address: '1 Long Road, Taipei' };

  it('NeedConfirm → Dealing with the delivery details; a retry answers the same', async () => {
    const m = await member(300);
    const prizeId = await makePrize(db(), { kind: 'physical', cost: 100 });
    const record = ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data);
    const body = await call(
      t.app,
      ENDPOINTS.confirmExchange,
      { id: record.id, delivery },
      m.accessToken,
    );
    expect(ExchangeRecordSchema.parse(body.data)).toMatchObject({ status: 'Dealing', delivery });
    const again = await call(
      t.app,
      ENDPOINTS.confirmExchange,
      { id: record.id, delivery },
      m.accessToken,
    );
    expect(again.status).toBe(0);
    const changed = await call(
      t.app,
      ENDPOINTS.confirmExchange,
      { id: record.id, delivery: { ...delivery, name: 'Bob' } },
      m.accessToken,
    );
    expect(changed.status).toBe(STATUS.ExchangeNotConfirmable.code);
  });

  it("another member's record is unknown; bad details are a ParameterError", async () => {
    const owner = await member(300);
    const other = await member(0);
    const prizeId = await makePrize(db(), { kind: 'physical', cost: 100 });
    const record = ExchangeRecordSchema.parse((await redeem(owner.accessToken, prizeId)).data);
    const theirs = await call(
      t.app,
      ENDPOINTS.confirmExchange,
      { id: record.id, delivery },
      other.accessToken,
    );
    expect(theirs.status).toBe(STATUS.DataNotExist.code);
    const detail = await call(
      t.app,
      ENDPOINTS.exchangeRecordDetail,
      { id: record.id },
      other.accessToken,
    );
    expect(detail.status).toBe(STATUS.DataNotExist.code);
    const bad = await call(
      t.app,
      ENDPOINTS.confirmExchange,
      { id: record.id, delivery: { ...delivery, phone: 'call me' } },
      owner.accessToken,
    );
    expect(bad.status).toBe(STATUS.ParameterError.code);
  });
});

describe('ExchangePrizeRecord', () => {
  it('pages the member’s own records, newest first', async () => {
    const m = await member(1000);
    const prizeId = await makePrize(db(), { cost: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      ids.push(ExchangeRecordSchema.parse((await redeem(m.accessToken, prizeId)).data).id);
    }
    const page1 = await call(
      t.app,
      ENDPOINTS.exchangePrizeRecord,
      { page: 1, size: 2 },
      m.accessToken,
    );
    const page3 = await call(
      t.app,
      ENDPOINTS.exchangePrizeRecord,
      { page: 3, size: 2 },
      m.accessToken,
    );
    expect(page1.total).toBe(5);
    expect(ExchangeRecordListSchema.parse(page1.data).map((r) => r.id)).toEqual([ids[4], ids[3]]);
    expect(ExchangeRecordListSchema.parse(page3.data).map((r) => r.id)).toEqual([ids[0]]);
  });
});
