// The wallet history routes (issue 14 item 8, decision 038) through HTTP on a seeded database:
// every ledger kind mapped to its type, each filter, paging stable under equal times, ranges read
// in the member's zone at the injected clock, and another member's entry refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  HistoryDetailSchema,
  KIND_TYPES,
  KNOWN_KINDS,
  WalletHistoryPageSchema,
  type HistoryRange,
  type HistoryType,
  type WalletHistoryRequest,
} from '../../../src/features/wallet/api/schemas/wallet-history.ts';
import { manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { credit, debit, type Asset } from '../../domain/shared/ledger.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';

// Noon in Tokyo on Friday 27 November 2026.
const NOW = new Date('2026-11-27T03:00:00.000Z');
const clock = manualClock(NOW);
let t: TestApp;
let demoToken = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  demoToken = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

type Post = {
  asset?: Asset;
  amount?: bigint;
  kind: string;
  source: string;
  at?: Date;
  debit?: boolean;
};

async function postAll(memberId: number, posts: Post[]): Promise<void> {
  await t.testDb.db.transaction(async (tx) => {
    for (const p of posts) {
      const posting = {
        memberId,
        asset: p.asset ?? 'POINT',
        amount: p.amount ?? 10n,
        kind: p.kind,
        source: p.source,
        at: p.at ?? NOW,
      };
      await (p.debit ? debit(tx, posting) : credit(tx, posting));
    }
  });
}

async function history(token: string, input: Partial<WalletHistoryRequest> = {}) {
  const body = envelopeOf(
    await post(t.app, ENDPOINTS.walletHistory.path, { page: 1, size: 100, ...input }, token),
  );
  expect(body.status).toBe(0);
  return { ...WalletHistoryPageSchema.parse(body.data), total: body.total! };
}

const detailUrl = (id: number | string) =>
  `${ENDPOINTS.walletHistoryDetail.path}?id=${encodeURIComponent(String(id))}`;

describe('History', () => {
  it('needs a signed-in member', async () => {
    const body = envelopeOf(await post(t.app, ENDPOINTS.walletHistory.path, { page: 1, size: 10 }));
    expect(body.status).toBe(STATUS.TokenNotExist.code);
  });

  it("lists the demo member's entries of every asset, newest first, each with its signed amount", async () => {
    const { entries, total, timeZone } = await history(demoToken);
    expect(timeZone.length).toBeGreaterThan(0);
    expect(total).toBe(entries.length);
    expect(new Set(entries.map((e) => e.asset))).toEqual(new Set(['POINT', 'GACT', 'USDT']));
    expect(new Set(entries.map((e) => e.type)).size).toBeGreaterThanOrEqual(3);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.find((e) => e.kind === 'walletSeed' && e.asset === 'USDT')).toMatchObject({
      amount: '250.5',
      status: 'Success',
    });
    for (const e of entries.filter((x) => x.type === 'spend'))
      expect(e.amount.startsWith('-')).toBe(true);
  });

  it('maps every known kind to its type, an unknown one to other, and filters by each type', async () => {
    const m = await makeMember(t.testDb.db);
    await postAll(m.id, [
      ...KNOWN_KINDS.map((kind) => ({ kind, source: `t:${kind}`, amount: 1000n })),
      { kind: 'mysteryBonus', source: 't:mystery' },
    ]);
    const all = await history(m.accessToken);
    expect(all.total).toBe(KNOWN_KINDS.length + 1);
    for (const e of all.entries)
      expect(e.type).toBe(e.kind === 'mysteryBonus' ? 'other' : KIND_TYPES[e.kind as 'checkIn']);
    const types = new Set<HistoryType>([...Object.values(KIND_TYPES), 'other']);
    for (const type of types) {
      const { entries } = await history(m.accessToken, { type });
      const expected = KNOWN_KINDS.filter((k) => KIND_TYPES[k] === type);
      expect(entries.map((e) => e.kind).sort()).toEqual(
        type === 'other' ? ['mysteryBonus'] : expected.sort(),
      );
    }
  });

  it('filters by asset and pages stably when entries share one time', async () => {
    const m = await makeMember(t.testDb.db);
    await postAll(m.id, [
      ...Array.from({ length: 23 }, (_, i) => ({ kind: 'checkIn', source: `day:${i}` })),
      { asset: 'GACT', amount: 1_500_000n, kind: 'walletSeed', source: 'seed:GACT' },
    ]);
    const gact = await history(m.accessToken, { asset: 'GACT' });
    expect(gact.entries.map((e) => [e.asset, e.amount, e.balanceAfter])).toEqual([
      ['GACT', '1.5', '1.5'],
    ]);
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { entries, total } = await history(m.accessToken, { asset: 'POINT', page, size: 7 });
      expect(total).toBe(23);
      seen.push(...entries.map((e) => e.id));
    }
    expect(seen).toHaveLength(23);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('counts a long history a few pages ahead and says when the total is only "at least"', async () => {
    const m = await makeMember(t.testDb.db);
    await postAll(
      m.id,
      Array.from({ length: 205 }, (_, i) => ({ kind: 'checkIn', source: `long:${i}` })),
    );
    const first = await history(m.accessToken, { page: 1, size: 1 });
    expect([first.total, first.totalIsAtLeast]).toEqual([201, true]);
    const whole = await history(m.accessToken, { page: 1, size: 100 });
    expect([whole.total, whole.totalIsAtLeast]).toEqual([205, false]);
  });

  it("reads each range in the member's zone at the server's clock", async () => {
    const m = await makeMember(t.testDb.db, { timeZone: 'Asia/Tokyo' });
    const at = (iso: string) => new Date(iso);
    // Each pair: the first instant inside the range and the last one before it.
    const edges: Record<Exclude<HistoryRange, 'ALL'>, [string, string]> = {
      H: ['2026-11-27T02:00:00.000Z', '2026-11-27T01:59:59.999Z'],
      D: ['2026-11-26T15:00:00.000Z', '2026-11-26T14:59:59.999Z'], // Tokyo midnight
      W: ['2026-11-22T15:00:00.000Z', '2026-11-22T14:59:59.999Z'], // Monday 23rd
      m: ['2026-10-31T15:00:00.000Z', '2026-10-31T14:59:59.999Z'], // 1 November
      Y: ['2025-12-31T15:00:00.000Z', '2025-12-31T14:59:59.999Z'], // 1 January
    };
    await postAll(
      m.id,
      Object.entries(edges).flatMap(([range, [inside, before]]) => [
        { kind: 'checkIn', source: `${range}:in`, at: at(inside) },
        { kind: 'checkIn', source: `${range}:out`, at: at(before) },
      ]),
    );
    for (const range of Object.keys(edges) as (keyof typeof edges)[]) {
      const { entries } = await history(m.accessToken, { range });
      const times = entries.map((e) => e.createdAt);
      expect(times, range).toContain(edges[range][0]);
      expect(times, range).not.toContain(edges[range][1]);
      expect(Math.min(...times.map(Date.parse)), range).toBe(Date.parse(edges[range][0]));
    }
    expect((await history(m.accessToken, { range: 'ALL' })).total).toBe(10);
  });

  it('refuses input outside the contract', async () => {
    for (const bad of [
      { page: 0 },
      { size: 101 },
      { type: 'gift' },
      { asset: 'BTC' },
      { range: 'M' },
    ]) {
      const body = envelopeOf(
        await post(t.app, ENDPOINTS.walletHistory.path, { page: 1, size: 10, ...bad }, demoToken),
      );
      expect(body.status, JSON.stringify(bad)).toBe(STATUS.ParameterError.code);
    }
  });
});

describe('HistoryDetail', () => {
  it("shows a convert's other entries together and the source's order status where one exists", async () => {
    const m = await makeMember(t.testDb.db);
    await postAll(m.id, [
      { asset: 'GACT', amount: 5_000_000n, kind: 'walletSeed', source: 'seed:GACT' },
      { asset: 'GACT', amount: 2_000_000n, kind: 'convertOut', source: 'convert:1', debit: true },
      { asset: 'GACT', amount: 10_000n, kind: 'convertFee', source: 'convert:1', debit: true },
      { asset: 'USDT', amount: 3_960_000n, kind: 'convertIn', source: 'convert:1' },
    ]);
    const { entries } = await history(m.accessToken, { type: 'convert' });
    const out = entries.find((e) => e.kind === 'convertOut')!;
    const body = envelopeOf(await get(t.app, detailUrl(out.id), m.accessToken));
    expect(body.status).toBe(0);
    const detail = HistoryDetailSchema.parse(body.data);
    expect(detail).toMatchObject({ amount: '-2', balanceAfter: '3', asset: 'GACT', subject: null });
    expect(detail.related.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['convertFee', '-0.01'],
      ['convertIn', '3.96'],
    ]);
    // No convert reader is wired in this build: a posted entry is Success, with no order status.
    expect(detail).toMatchObject({ status: 'Success', orderStatus: null });
  });

  it("names what the demo member's entries were for, in the request's language", async () => {
    const { entries } = await history(demoToken);
    const claim = entries.find((e) => e.kind === 'questClaim' || e.kind === 'eventClaim')!;
    const read = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: detailUrl(claim.id),
        headers: { authorization: `Bearer ${demoToken}`, 'accept-language': language },
      });
      return HistoryDetailSchema.parse(envelopeOf(response).data);
    };
    const [en, zh] = [await read('en-US'), await read('zh-TW')];
    expect(en.subject?.type).toMatch(/^(quest|event)$/);
    expect(en.subject?.name).not.toBe(zh.subject?.name);
    const lootbox = entries.find((e) => e.kind === 'lootboxOpen');
    if (lootbox) {
      const body = envelopeOf(await get(t.app, detailUrl(lootbox.id), demoToken));
      expect(HistoryDetailSchema.parse(body.data).subject?.type).toBe('lootbox');
    }
  });

  it("gives a prize redeem its exchange record's status, and a refund Success", async () => {
    const { entries } = await history(demoToken);
    const records = await t.testDb.db.query<{ debit_entry_id: number; status: string }>(
      `SELECT r.debit_entry_id, r.status FROM exchange_records r JOIN members m ON m.id = r.member_id
        WHERE m.email = $1`,
      [DEMO_MEMBER.email],
    );
    expect(new Set(records.map((r) => r.status))).toContain('NeedConfirm');
    for (const record of records) {
      const entry = entries.find((e) => e.id === record.debit_entry_id)!;
      expect(entry).toMatchObject({
        kind: 'prizeRedeem',
        status: record.status,
        orderStatus: record.status,
      });
    }
    for (const refund of entries.filter((e) => e.kind === 'prizeRefund'))
      expect(refund.status).toBe('Success');
    const waiting = entries.find((e) => e.status === 'NeedConfirm')!;
    const body = envelopeOf(await get(t.app, detailUrl(waiting.id), demoToken));
    expect(HistoryDetailSchema.parse(body.data).subject).toMatchObject({ type: 'prize' });
  });

  it("refuses another member's entry and an id that does not exist alike", async () => {
    const { entries } = await history(demoToken);
    const other = await makeMember(t.testDb.db);
    for (const [id, token] of [
      [entries[0]!.id, other.accessToken],
      [2_147_483_000, demoToken],
    ] as const) {
      const body = envelopeOf(await get(t.app, detailUrl(id), token));
      expect(body.status).toBe(STATUS.DataNotExist.code);
    }
    for (const id of ['0', 'abc', '2147483648', '-1']) {
      const body = envelopeOf(await get(t.app, detailUrl(id), demoToken));
      expect(body.status).toBe(STATUS.ParameterError.code);
    }
  });
});
