// Convert (issue 14 item 5, decision 036): each pair, each refusal in the spec's words, the fee
// arithmetic, a quote's expiry on the injected clock, a replay answering the first receipt, the
// daily limit on the member's calendar day, and the statuses the history reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  ConvertInfoSchema,
  ConvertQuoteSchema,
  ConvertReceiptSchema,
} from '../../../src/features/wallet/api/schemas/convert.ts';
import { manualClock } from '../../clock.ts';
import { convertStatusesBySource } from '../../domain/wallet/converts.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { call, expectWalletConsistent, giveAsset } from '../../test-support/convert-helpers.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';

// 23:59 on 26 November in Taipei.
const clock = manualClock(new Date('2026-11-26T15:59:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const GACT = 1_000_000n;

async function rich(timeZone = 'UTC') {
  const m = await makeMember(t.testDb.db, { timeZone });
  await giveAsset(t.testDb.db, m.id, 'GACT', 1_000n * GACT);
  await giveAsset(t.testDb.db, m.id, 'USDT', 20_000n * GACT);
  await giveAsset(t.testDb.db, m.id, 'POINT', 300_000n);
  return m;
}

const quote = (token: string, from: string, to: string, amount: string) =>
  call(t.app, ENDPOINTS.convertQuote, { from, to, amount }, token);
const convert = (token: string, quoteId: number) =>
  call(t.app, ENDPOINTS.convert, { quoteId }, token);

async function quoted(token: string, from: string, to: string, amount: string) {
  const body = await quote(token, from, to, amount);
  expect(body.status).toBe(0);
  return ConvertQuoteSchema.parse(body.data);
}

describe('each pair converts at its rate, with its fee kind, exactly', () => {
  it.each([
    // 100 GACT: fee 0.3 (30 bp), 99.7 at 0.125 → 12.4625 USDT.
    ['GACT', 'USDT', '100', 'convertGact', '0.3', '12.4625'],
    // 10 USDT: fee 0.03, 9.97 at 7.9 → 78.763 GACT.
    ['USDT', 'GACT', '10', 'convertGact', '0.03', '78.763'],
    // 1,000 points: fee 10 (100 bp), 990 at 0.01 → 9.9 GACT.
    ['POINT', 'GACT', '1000', 'restorePoint', '10', '9.9'],
    // The fee rounds up (3,000.003 → 3,001 micro-GACT), what arrives rounds down.
    ['GACT', 'USDT', '1.000001', 'convertGact', '0.003001', '0.124625'],
  ])('%s → %s %s', async (from, to, amount, kind, fee, receive) => {
    const m = await rich();
    const before = await expectWalletConsistent(t.testDb.db, m.id);
    const q = await quoted(m.accessToken, from, to, amount);
    expect(q).toMatchObject({ from, to, amount, fees: [{ kind, amount: fee }], receive });
    expect(q.validForMs).toBe(30_000);
    expect(new Date(q.expiresAt).getTime() - clock.now().getTime()).toBe(30_000);
    const body = await convert(m.accessToken, q.quoteId);
    expect(body.status).toBe(0);
    const receipt = ConvertReceiptSchema.parse(body.data);
    expect(receipt).toMatchObject({ status: 'Succeed', amount, receive, fees: q.fees });
    expect(receipt.entries.map((e) => [e.kind, e.asset])).toEqual([
      ['convertOut', from],
      ['convertFee', from],
      ['convertIn', to],
    ]);
    const after = await expectWalletConsistent(t.testDb.db, m.id);
    const digits = (a: string) => (a === 'POINT' ? 0 : 6);
    const minor = (v: string, a: string) =>
      BigInt(v.split('.')[0]!) * 10n ** BigInt(digits(a)) +
      BigInt((v.split('.')[1] ?? '').padEnd(digits(a), '0') || '0');
    // fee + converted = sent, to the last minor unit.
    expect(minor(receipt.entries[0]!.amount, from) + minor(receipt.entries[1]!.amount, from)).toBe(
      minor(amount, from),
    );
    expect(before[from as 'GACT'] - after[from as 'GACT']).toBe(minor(amount, from));
    expect(after[to as 'GACT'] - before[to as 'GACT']).toBe(minor(receive, to));
    expect(receipt.balanceAfter).toEqual({
      from: receipt.entries[1]!.balanceAfter,
      to: receipt.entries[2]!.balanceAfter,
    });
    const sources = [`convert:${receipt.orderId}`, 'convert:999999', 'withdraw:1', 'convert:x'];
    const statuses = await convertStatusesBySource(t.testDb.db, m.id, sources);
    expect([...statuses]).toEqual([[`convert:${receipt.orderId}`, 'Succeed']]);
  });
});

describe('refusals', () => {
  it.each([
    ['GACT', 'POINT'],
    ['USDT', 'POINT'],
    ['NFT', 'GACT'],
    ['GACT', 'NFT'],
    ['GACT', 'GACT'],
  ])('%s → %s is MutualConversionProhibited', async (from, to) => {
    const m = await rich();
    const body = await quote(m.accessToken, from, to, '1');
    expect(body.status).toBe(STATUS.MutualConversionProhibited.code);
    expect(body.message).toBe('Prohibit mutual conversion of GACT or NFTs');
  });

  it('a pair without a rate answers "Error obtaining rate"', async () => {
    const m = await rich();
    const db = t.testDb.db;
    const [saved] = await db.query<{ rate: string; rated_at: Date }>(
      `DELETE FROM convert_rates WHERE from_asset = 'GACT' AND to_asset = 'USDT' RETURNING rate::text AS rate, rated_at`,
    );
    try {
      const body = await quote(m.accessToken, 'GACT', 'USDT', '10');
      expect(body).toMatchObject({
        status: STATUS.RateUnavailable.code,
        message: 'Error obtaining rate',
      });
    } finally {
      await db.query(
        `INSERT INTO convert_rates (from_asset, to_asset, rate, rated_at) VALUES ('GACT', 'USDT', $1::numeric, $2)`,
        [saved!.rate, saved!.rated_at],
      );
    }
  });

  it.each([
    ['GACT', '0.999999'],
    ['USDT', '0.099999'],
    ['POINT', '99'],
  ])('%s below the minimum (%s) is ConvertAmountTooSmall', async (from, amount) => {
    const m = await rich();
    const body = await quote(m.accessToken, from, 'GACT' === from ? 'USDT' : 'GACT', amount);
    expect(body.status).toBe(STATUS.ConvertAmountTooSmall.code);
  });

  it('more decimals than the asset has, zero or a negative amount are ParameterError', async () => {
    const m = await rich();
    for (const [from, amount] of [
      ['GACT', '1.0000001'],
      ['POINT', '100.5'],
      ['GACT', '0'],
      ['GACT', '-5'],
      ['GACT', '1e3'],
    ] as const) {
      const body = await quote(m.accessToken, from, from === 'GACT' ? 'USDT' : 'GACT', amount);
      expect(body.status, `${from} ${amount}`).not.toBe(0);
    }
  });

  it.each([
    ['GACT', 'USDT', 'InsufficientGactBalance'],
    ['USDT', 'GACT', 'InsufficientUsdtBalance'],
    ['POINT', 'GACT', 'InsufficientPointBalance'],
  ] as const)('a short %s balance is %s at the quote', async (from, to, status) => {
    const m = await makeMember(t.testDb.db);
    const body = await quote(m.accessToken, from, to, '200');
    expect(body.status).toBe(STATUS[status].code);
  });

  it('a balance spent between quote and convert: refused, nothing posted, the same answer again', async () => {
    const m = await makeMember(t.testDb.db);
    await giveAsset(t.testDb.db, m.id, 'GACT', 10n * GACT);
    const first = await quoted(m.accessToken, 'GACT', 'USDT', '10');
    const second = await quoted(m.accessToken, 'GACT', 'USDT', '10');
    expect((await convert(m.accessToken, first.quoteId)).status).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      const body = await convert(m.accessToken, second.quoteId);
      expect(body.status).toBe(STATUS.InsufficientGactBalance.code);
    }
    const [order] = await t.testDb.db.query<{ status: string; out_entry_id: number | null }>(
      'SELECT status, out_entry_id FROM convert_orders WHERE quote_id = $1',
      [second.quoteId],
    );
    expect(order).toEqual({ status: 'Failed', out_entry_id: null });
    expect((await expectWalletConsistent(t.testDb.db, m.id)).GACT).toBe(0n);
  });

  it("another member's quote, or one that never was, is DataNotExist", async () => {
    const a = await rich();
    const b = await rich();
    const q = await quoted(a.accessToken, 'GACT', 'USDT', '5');
    expect((await convert(b.accessToken, q.quoteId)).status).toBe(STATUS.DataNotExist.code);
    expect((await convert(b.accessToken, 2_000_000_000)).status).toBe(STATUS.DataNotExist.code);
  });

  it('the points allowance used up is ConversionLimitUsed', async () => {
    const m = await rich();
    // 200,000 points ever, 50,000 a day: four days of 50,000, then nothing more.
    for (let day = 0; day < 4; day += 1) {
      const q = await quoted(m.accessToken, 'POINT', 'GACT', '50000');
      expect((await convert(m.accessToken, q.quoteId)).status).toBe(0);
      clock.advance(86_400_000);
    }
    const body = await quote(m.accessToken, 'POINT', 'GACT', '100');
    expect(body).toMatchObject({
      status: STATUS.ConversionLimitUsed.code,
      message: 'The conversion limit has been used up',
    });
    const info = ConvertInfoSchema.parse(
      (await call(t.app, ENDPOINTS.convertInfo, null, m.accessToken)).data,
    );
    expect(info.pairs.find((p) => p.from === 'POINT')).toMatchObject({ allowanceLeft: '0' });
  });
});

describe('a quote', () => {
  it('expires 30 s after it was given: RequestExpired, nothing posted', async () => {
    const m = await rich();
    const before = await expectWalletConsistent(t.testDb.db, m.id);
    const q = await quoted(m.accessToken, 'GACT', 'USDT', '10');
    clock.advance(29_999);
    const fresh = await quoted(m.accessToken, 'GACT', 'USDT', '10');
    clock.advance(1);
    const body = await convert(m.accessToken, q.quoteId);
    expect(body).toMatchObject({
      status: STATUS.RequestExpired.code,
      message: 'Request has expired',
    });
    expect(await expectWalletConsistent(t.testDb.db, m.id)).toEqual(before);
    expect((await convert(m.accessToken, fresh.quoteId)).status).toBe(0);
  });

  it('converted twice answers the first receipt and posts once', async () => {
    const m = await rich();
    const q = await quoted(m.accessToken, 'USDT', 'GACT', '3');
    const first = await convert(m.accessToken, q.quoteId);
    clock.advance(60_000);
    const again = await convert(m.accessToken, q.quoteId);
    expect(again).toEqual(first);
    const [n] = await t.testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind LIKE 'convert%'`,
      [m.id],
    );
    expect(n!.n).toBe(3);
  });
});

describe('the daily limit', () => {
  it("counts the member's calendar day: refused at 23:59 in Taipei, allowed at 00:01", async () => {
    clock.set(new Date('2026-11-27T15:58:00.000Z'));
    const m = await rich('Asia/Taipei');
    const q = await quoted(m.accessToken, 'USDT', 'GACT', '10000');
    expect((await convert(m.accessToken, q.quoteId)).status).toBe(0);
    const refused = await quote(m.accessToken, 'USDT', 'GACT', '1');
    expect(refused).toMatchObject({
      status: STATUS.DailyLimitExceeded.code,
      message: 'Exceeding the daily limit',
    });
    clock.advance(3 * 60_000);
    expect((await quote(m.accessToken, 'USDT', 'GACT', '1')).status).toBe(0);
  });
});

describe('ConvertInfo', () => {
  it('shows the demo its balances, each pair with its rate and what is left today', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const body = await call(t.app, ENDPOINTS.convertInfo, null, access_token);
    const info = ConvertInfoSchema.parse(body.data);
    expect(info.balances.GACT).toBe(DEMO_MEMBER.gact);
    expect(BigInt(info.balances.USDT.split('.')[0]!)).toBeGreaterThan(0n);
    expect(info.pairs.map((p) => `${p.from}>${p.to}:${p.rate}`)).toEqual([
      'GACT>USDT:0.125',
      'USDT>GACT:7.9',
      'POINT>GACT:0.01',
    ]);
  });
});
