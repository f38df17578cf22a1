// The wallet home's reads (issue 14 items 1–4, decision 035) against a seeded database on a fixed
// clock: rates with their time, balances with spend and earn, addresses (unique, EIP-55, stable),
// the chart's ranges (bounded, deterministic, valued from the ledger) and the portfolio's shares.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS as WALLET_ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  CHART_RANGES,
  GactInfoSchema,
  WalletChartSchema,
  WalletPortfolioSchema,
  WalletRatesSchema,
} from '../../../src/features/wallet/api/schemas/wallet-home.ts';
import { WalletAddressesSchema } from '../../../src/features/wallet/api/schemas/wallet-address.ts';
import { checkAddress } from '../../../src/money/eip55.ts';
import {
  add,
  compare,
  decimal,
  multiply,
  roundHalfEven,
  toShortText,
} from '../../../src/money/decimal.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { manualClock } from '../../clock.ts';
import { balanceOf, credit, debit, formatMinor, type Asset } from '../../domain/shared/ledger.ts';
import { shares } from '../../domain/wallet/wallet-home.ts';
import { gactPriceMicro, microText, PRICE_EPOCH } from '../../domain/wallet/gact-price.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  type TestApp,
} from '../../test-support/test-app.ts';

const NOW = new Date('2026-11-27T04:30:00Z');
const clock = manualClock(NOW);
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

async function read(path: string, accessToken = token) {
  const body = envelopeOf(await get(t.app, path, accessToken));
  expect(body.status).toBe(0);
  return body.data;
}

async function demoId(): Promise<number> {
  const [row] = await t.testDb.db.query<{ id: number }>('SELECT id FROM members WHERE uid = $1', [
    DEMO_MEMBER.uid,
  ]);
  return row!.id;
}

describe('wallet rates', () => {
  it('gives every currency, USDT and GACT with the time each was taken', async () => {
    const rates = WalletRatesSchema.parse(await read(WALLET_ENDPOINTS.walletRates.path));
    expect(rates.fiat.map((f) => f.currency)).toEqual(['USD', 'HKD', 'JPY', 'MYR', 'SGD']);
    expect(rates.fiat.find((f) => f.currency === 'JPY')!.rate).toBe('156.37');
    expect(rates.usdtUsd.rate).toBe('1.0002');
    expect(rates.gactUsd).toEqual({
      rate: microText(gactPriceMicro(NOW)),
      takenAt: '2026-11-27T04:30:00.000Z',
    });
    expect(Date.parse(rates.fiat[0]!.takenAt)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('says "Error obtaining rate" rather than give a total from missing rates', async () => {
    const db = t.testDb.db;
    const saved = await db.query<{ base: string; quote: string; rate: string; taken_at: Date }>(
      'SELECT base, quote, rate::text AS rate, taken_at FROM exchange_rates',
    );
    await db.query(`DELETE FROM exchange_rates WHERE quote = 'JPY'`);
    try {
      for (const path of [WALLET_ENDPOINTS.walletRates.path, WALLET_ENDPOINTS.walletPortfolio.path])
        expect(envelopeOf(await get(t.app, path, token)).status).toBe(6011);
    } finally {
      for (const r of saved.filter((r) => r.quote === 'JPY'))
        await db.query(
          'INSERT INTO exchange_rates (base, quote, rate, taken_at) VALUES ($1, $2, $3, $4)',
          [r.base, r.quote, r.rate, r.taken_at],
        );
    }
    expect(envelopeOf(await get(t.app, WALLET_ENDPOINTS.walletRates.path, token)).status).toBe(0);
  });

  it('is members only', async () => {
    const body = envelopeOf(await get(t.app, WALLET_ENDPOINTS.walletRates.path));
    expect(body.status).not.toBe(0);
  });
});

/** The demo's balance now, as the ledger keeps it (the other wallet seeds move GACT and USDT). */
async function held(asset: Asset): Promise<string> {
  return formatMinor(await balanceOf(t.testDb.db, await demoId(), asset), asset);
}

describe('GactInfo', () => {
  it('shows the ledger balances of every asset', async () => {
    const info = GactInfoSchema.parse(await read(`${WALLET_ENDPOINTS.gactInfo.path}?range=ALL`));
    expect(info.balances).toEqual({
      POINT: await held('POINT'),
      GACT: await held('GACT'),
      USDT: await held('USDT'),
    });
    expect(info.balances.POINT).toBe(String(DEMO_MEMBER.points));
    expect(info.since).toBeNull();
    // Whatever the member chose (the seed's demo member: a valid IANA zone).
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: info.timeZone })).not.toThrow();
    // The USDT arrived 60 days ago: earned over ALL and Y, not over the last month.
    expect(info.earn.USDT).toBe('250.5');
    const month = GactInfoSchema.parse(await read(`${WALLET_ENDPOINTS.gactInfo.path}?range=m`));
    expect(month.earn.USDT).toBe('0');
    expect(month.since).toBe(new Date(NOW.getTime() - 30 * 86_400_000).toISOString());
  });

  it('counts a debit as spent, a refund as taking it back, and a convert as neither', async () => {
    const memberId = await demoId();
    const gactBefore = decimal(await held('GACT'));
    const usdtBefore = decimal(await held('USDT'));
    const at = new Date(NOW.getTime() - 10 * 60_000);
    await t.testDb.db.transaction(async (tx) => {
      const base = { memberId, asset: 'GACT' as const, at };
      await debit(tx, { ...base, amount: 5_000_000n, kind: 'withdraw', source: 'withdraw:t1' });
      await debit(tx, { ...base, amount: 250_000n, kind: 'withdrawFee', source: 'withdraw:t1' });
      await debit(tx, { ...base, amount: 7_000_000n, kind: 'withdraw', source: 'withdraw:t2' });
      await credit(tx, {
        ...base,
        amount: 7_000_000n,
        kind: 'withdrawRefund',
        source: 'withdraw:t2',
      });
      await debit(tx, { ...base, amount: 1_000_000n, kind: 'convertOut', source: 'convert:t3' });
      await credit(tx, {
        ...base,
        asset: 'USDT',
        amount: 900_000n,
        kind: 'convertIn',
        source: 'convert:t3',
      });
    });
    const hour = GactInfoSchema.parse(await read(`${WALLET_ENDPOINTS.gactInfo.path}?range=H`));
    expect(hour.spend).toEqual({ POINT: '0', GACT: '5.25', USDT: '0' });
    expect(hour.earn).toEqual({ POINT: '0', GACT: '0', USDT: '0' });
    expect(hour.balances.GACT).toBe(toShortText(add(gactBefore, decimal('-6.25')))); // − 5.25 − 1
    expect(hour.balances.USDT).toBe(toShortText(add(usdtBefore, decimal('0.9'))));
    // Defaults to a day.
    const day = GactInfoSchema.parse(await read(WALLET_ENDPOINTS.gactInfo.path));
    expect(day.range).toBe('D');
  });
});

describe('receiving addresses', () => {
  it('gives one EIP-55 address per kind, the same on every look, unique across members', async () => {
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => read(WALLET_ENDPOINTS.walletAddresses.path)),
    );
    const first = WalletAddressesSchema.parse(racing[0]);
    for (const other of racing) expect(other).toEqual(first);
    expect(first.map((a) => a.kind)).toEqual(['USDT', 'GACT', 'NFT']);
    for (const a of first) expect(checkAddress(a.address)).toBe('ok');
    const luna = SEED_MEMBERS[1]!;
    const lunaToken = (await login(t.app, luna.email, luna.password)).access_token;
    const theirs = WalletAddressesSchema.parse(
      await read(WALLET_ENDPOINTS.walletAddresses.path, lunaToken),
    );
    const all = [...first, ...theirs].map((a) => a.address.toLowerCase());
    expect(new Set(all).size).toBe(6);
    const [rows] = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wallet_addresses',
    );
    expect(rows!.n).toBe(6);
  });
});

describe('chart', () => {
  it.each(CHART_RANGES)('range %s: at most 200 points, oldest first, ending now', async (range) => {
    const chart = WalletChartSchema.parse(
      await read(`${WALLET_ENDPOINTS.walletChart.path}?range=${range}`),
    );
    expect(chart.points.length).toBeGreaterThan(20);
    expect(chart.points.length).toBeLessThanOrEqual(200);
    const times = chart.points.map((p) => Date.parse(p.at));
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBe(chart.stepSeconds * 1000);
    expect(NOW.getTime() - times.at(-1)!).toBeLessThan(chart.stepSeconds * 1000);
    const prices = chart.points.map((p) => Number(p.price));
    expect(Number(chart.price.min)).toBe(Math.min(...prices));
    expect(Number(chart.price.max)).toBe(Math.max(...prices));
    expect(chart.price.last).toBe(chart.points.at(-1)!.price);
    // Every price is the deterministic function at that time, recorded or not.
    for (const p of chart.points)
      expect(compare(decimal(p.price), decimal(microText(gactPriceMicro(new Date(p.at)))))).toBe(0);
    // The same request gives the same answer.
    expect(await read(`${WALLET_ENDPOINTS.walletChart.path}?range=${range}`)).toEqual(chart);
  });

  it('values the portfolio with the balances the ledger had at each time', async () => {
    const chart = WalletChartSchema.parse(
      await read(`${WALLET_ENDPOINTS.walletChart.path}?range=Y`),
    );
    // Between joining (120 days ago, GACT) and the USDT's arrival (60 days ago) only GACT counts;
    // before joining, nothing.
    const days = (p: { at: string }) => (NOW.getTime() - Date.parse(p.at)) / 86_400_000;
    expect(chart.points.find((p) => days(p) > 121)!.value).toBe('0');
    const before = chart.points.find((p) => days(p) < 119 && days(p) > 61)!;
    expect(before.value).toBe(
      toShortText(roundHalfEven(multiply(decimal('356.25'), decimal(before.price)), 6)),
    );
    // The last minute of H is after this file's own postings (10 minutes ago).
    const hour = WalletChartSchema.parse(
      await read(`${WALLET_ENDPOINTS.walletChart.path}?range=H`),
    );
    const last = hour.points.at(-1)!;
    const expected = roundHalfEven(
      add(
        multiply(decimal(await held('GACT')), decimal(last.price)),
        multiply(decimal(await held('USDT')), decimal('1.0002')),
      ),
      6,
    );
    expect(last.value).toBe(toShortText(expected));
    // A year ago the member held nothing: no change can be given as a percentage of 0.
    expect(chart.value.changePercent).toBeNull();
    expect(hour.value.changePercent).toMatch(/^-?\d+\.\d{2}$/);
  });
});

describe('price history', () => {
  it('grows with the clock, each hour written once however many reads race', async () => {
    clock.set(new Date(NOW.getTime() + 3 * 3_600_000 + 17 * 60_000));
    try {
      const charts = await Promise.all(
        Array.from({ length: 6 }, () => read(`${WALLET_ENDPOINTS.walletChart.path}?range=W`)),
      );
      for (const c of charts) expect(c).toEqual(charts[0]);
      const last = WalletChartSchema.parse(charts[0]).points.at(-1)!;
      expect(last.at).toBe('2026-11-27T07:00:00.000Z');
      const [row] = await t.testDb.db.query<{ n: number; last: Date }>(
        'SELECT count(*)::int AS n, max(at) AS last FROM gact_prices',
      );
      const hours = (Date.parse('2026-11-27T07:00:00Z') - PRICE_EPOCH.getTime()) / 3_600_000;
      expect(row!.n).toBe(hours + 1);
      expect(new Date(row!.last).toISOString()).toBe('2026-11-27T07:00:00.000Z');
    } finally {
      clock.set(NOW);
    }
  });
});

describe('portfolio', () => {
  it('values GACT and USDT, counts points and NFTs, and the shares add up to 100', async () => {
    const p = WalletPortfolioSchema.parse(await read(WALLET_ENDPOINTS.walletPortfolio.path));
    expect(p.holdings.map((h) => h.asset)).toEqual(['GACT', 'USDT']);
    const sum = p.holdings.reduce((s, h) => add(s, decimal(h.share)), decimal('0'));
    expect(toShortText(sum)).toBe('100');
    expect(p.points).toBe(String(DEMO_MEMBER.points));
    expect(p.nfts.length).toBeGreaterThan(0);
    const total = p.holdings.reduce((s, h) => add(s, decimal(h.valueUsd)), decimal('0'));
    expect(toShortText(total)).toBe(p.totalUsd);
  });

  it('splits any values into hundredths of a percent adding up to exactly 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 24n }), { minLength: 1, maxLength: 8 }),
        (values) => {
          const split = shares(values);
          const total = values.reduce((a, b) => a + b, 0n);
          const sum = split.reduce((a, b) => a + b, 0n);
          expect(sum).toBe(total === 0n ? 0n : 10_000n);
          // Each share is its exact share rounded down or up by less than one hundredth.
          for (const [i, v] of values.entries())
            if (total > 0n) {
              const exact = v * 10_000n;
              expect(split[i]! * total <= exact + total && split[i]! * total >= exact - total).toBe(
                true,
              );
            }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
