import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { createTestDb, type TestDb } from '../../test-support/test-db.ts';
import { ApiError } from '../../http/envelope.ts';
import { manualClock } from '../../clock.ts';
import { balanceOf, credit, debit, earnedPoints, formatMinor, type Posting } from './ledger.ts';
import { claimQuest } from '../quests/quest-claims.ts';

let testDb: TestDb;
const db = () => testDb.db;
const clock = manualClock(new Date('2026-11-25T04:00:00Z'));
let memberSeq = 0;
const questIds: number[] = [];

async function newMember(): Promise<number> {
  memberSeq += 1;
  const [row] = await db().query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ($1, $2, 'x', 'Ledger', $3, 'Actived') RETURNING id`,
    [`L${memberSeq}`, `ledger${memberSeq}@gamerhub.test`, `LEDGER${memberSeq}`],
  );
  return row!.id;
}

beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(db());
  // Quests without conditions: claimable by anyone, once (oneTime) or once a day (daily).
  for (const kind of ['oneTime', 'oneTime', 'daily']) {
    const [row] = await db().query<{ id: number }>(
      `INSERT INTO quests (kind, title, description, image, reward_points, starts_at)
       VALUES ($1, '{"en-US":"Free"}', '{"en-US":"Free"}', 'quests/free.svg', $2, '2026-01-01')
       RETURNING id`,
      [kind, 10 + questIds.length * 5],
    );
    questIds.push(row!.id);
  }
});
afterAll(async () => {
  await testDb?.cleanup();
});

const posting = (memberId: number, amount: bigint, source: string): Posting => ({
  memberId,
  asset: 'POINT',
  amount,
  kind: 'test',
  source,
  at: clock.now(),
});

async function totals(memberId: number) {
  const [row] = await db().query<{ ledger: string; entries: number; keys: number }>(
    `SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text AS ledger,
            count(*)::int AS entries, count(DISTINCT (kind, source))::int AS keys
       FROM ledger_entries WHERE member_id = $1 AND asset = 'POINT'`,
    [memberId],
  );
  return {
    ledger: BigInt(row!.ledger),
    balance: await balanceOf(db(), memberId, 'POINT'),
    entries: row!.entries,
    keys: row!.keys,
  };
}

const inTx = <T>(
  fn: (tx: Parameters<Parameters<TestDb['db']['transaction']>[0]>[0]) => Promise<T>,
) => db().transaction(fn);

describe('ledger', () => {
  it('credits once per key and answers a repeat with the first entry, writing nothing', async () => {
    const member = await newMember();
    const first = await inTx((tx) => credit(tx, posting(member, 50n, 'a')));
    expect(first).toMatchObject({ amount: 50n, balanceAfter: 50n, replayed: false });
    const again = await inTx((tx) => credit(tx, posting(member, 999n, 'a')));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await totals(member)).toEqual({ ledger: 50n, balance: 50n, entries: 1, keys: 1 });
    expect(await earnedPoints(db(), member)).toBe(50n);
  });

  it("refuses a debit below zero with the asset's status, and writes nothing", async () => {
    const member = await newMember();
    await inTx((tx) => credit(tx, posting(member, 30n, 'in')));
    await expect(inTx((tx) => debit(tx, posting(member, 31n, 'out')))).rejects.toMatchObject({
      statusName: 'InsufficientPointBalance',
    });
    await expect(
      inTx((tx) => debit(tx, { ...posting(member, 1n, 'g'), asset: 'GACT' })),
    ).rejects.toMatchObject({ statusName: 'InsufficientGactBalance' });
    const spent = await inTx((tx) => debit(tx, posting(member, 30n, 'out')));
    expect(spent.balanceAfter).toBe(0n);
    // The same debit asked again is its first receipt, though the balance could not pay it now.
    expect(await inTx((tx) => debit(tx, posting(member, 30n, 'out')))).toMatchObject({
      id: spent.id,
      replayed: true,
    });
    expect(await totals(member)).toMatchObject({ ledger: 0n, balance: 0n, entries: 2 });
    // Spending never lowers the points ever earned.
    expect(await earnedPoints(db(), member)).toBe(30n);
  });

  it('refuses zero or negative amounts', async () => {
    const member = await newMember();
    await expect(inTx((tx) => credit(tx, posting(member, 0n, 'z')))).rejects.toThrow(RangeError);
    await expect(inTx((tx) => credit(tx, posting(member, -5n, 'z')))).rejects.toThrow(RangeError);
  });

  it('keeps entries append-only and balances non-negative in the database itself', async () => {
    const member = await newMember();
    const entry = await inTx((tx) => credit(tx, posting(member, 5n, 'x')));
    await expect(
      db().query('UPDATE ledger_entries SET amount = 6 WHERE id = $1', [entry.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db().query('DELETE FROM ledger_entries WHERE id = $1', [entry.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db().query(`UPDATE balances SET amount = -1 WHERE member_id = $1 AND asset = 'POINT'`, [
        member,
      ]),
    ).rejects.toThrow();
  });

  it('lets racing debits against one balance pass only while it lasts', async () => {
    const member = await newMember();
    await inTx((tx) => credit(tx, posting(member, 100n, 'in')));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => inTx((tx) => debit(tx, posting(member, 30n, `d${i}`)))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected')
        expect((r.reason as ApiError).statusName).toBe('InsufficientPointBalance');
    expect(await totals(member)).toMatchObject({ ledger: 10n, balance: 10n, entries: 4 });
  });

  it('formats minor units as decimal strings', () => {
    expect(formatMinor(356_250_000n, 'GACT')).toBe('356.25');
    expect(formatMinor(0n, 'USDT')).toBe('0');
    expect(formatMinor(1n, 'GACT')).toBe('0.000001');
    expect(formatMinor(1280n, 'POINT')).toBe('1280');
  });
});

// Any random sequence of credits, debits, claims and retries (some fired several times at once)
// keeps sum(ledger) = balance ≥ 0, pays each key at most once, and matches a plain model.
type Op =
  | { type: 'credit' | 'debit'; key: number; amount: number; burst: number }
  | { type: 'claim'; quest: number; burst: number }
  | { type: 'nextDay' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constantFrom('credit' as const, 'debit' as const),
    key: fc.integer({ min: 0, max: 5 }),
    amount: fc.integer({ min: 1, max: 500 }),
    burst: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('claim' as const),
    quest: fc.integer({ min: 0, max: 2 }),
    burst: fc.integer({ min: 1, max: 3 }),
  }),
  fc.constant({ type: 'nextDay' as const }),
);

describe('ledger property', () => {
  it('sum(ledger) = balance ≥ 0 and no key is paid twice, whatever the sequence (1,000 runs, a fresh member each)', async () => {
    const rewards = new Map<number, bigint>();
    for (const [i, id] of questIds.entries()) rewards.set(id, BigInt(10 + i * 5));
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const member = await newMember();
        let expected = 0n;
        const paid = new Map<string, { id: number | null; amount: bigint }>();
        let day = 0;
        for (const op of ops) {
          if (op.type === 'nextDay') {
            day += 1;
            clock.advance(86_400_000);
            continue;
          }
          if (op.type === 'claim') {
            const questId = questIds[op.quest]!;
            const isDaily = op.quest === 2;
            const key = `claim:${questId}:${isDaily ? day : 'once'}`;
            const receipts = await Promise.all(
              Array.from({ length: op.burst }, () =>
                claimQuest({ db: db(), clock }, { memberId: member, questId }, 'en-US'),
              ),
            );
            expect(new Set(receipts.map((r) => r.entryId)).size).toBe(1);
            if (!paid.has(key)) {
              paid.set(key, { id: receipts[0]!.entryId, amount: rewards.get(questId)! });
              expected += rewards.get(questId)!;
            }
            expect(receipts[0]!.entryId).toBe(paid.get(key)!.id);
            continue;
          }
          const key = `${op.type}:${op.key}`;
          const amount = BigInt(op.amount);
          const results = await Promise.allSettled(
            Array.from({ length: op.burst }, () =>
              inTx((tx) =>
                (op.type === 'credit' ? credit : debit)(tx, {
                  ...posting(member, amount, `k${op.key}`),
                  kind: op.type === 'credit' ? 'testCredit' : 'testDebit',
                }),
              ),
            ),
          );
          const known = paid.get(key);
          if (known) {
            for (const r of results) {
              expect(r.status).toBe('fulfilled');
              if (r.status === 'fulfilled') expect(r.value.id).toBe(known.id);
            }
          } else if (op.type === 'debit' && expected < amount) {
            for (const r of results) {
              expect(r.status).toBe('rejected');
              if (r.status === 'rejected')
                expect((r.reason as ApiError).statusName).toBe('InsufficientPointBalance');
            }
          } else {
            const ids = results.map((r) => (r.status === 'fulfilled' ? r.value.id : null));
            expect(ids.every((id) => id !== null && id === ids[0])).toBe(true);
            paid.set(key, { id: ids[0]!, amount });
            expected += op.type === 'credit' ? amount : -amount;
          }
        }
        const sums = await totals(member);
        expect(sums.ledger).toBe(sums.balance);
        expect(sums.balance).toBe(expected);
        expect(sums.balance).toBeGreaterThanOrEqual(0n);
        expect(sums.entries).toBe(sums.keys);
        expect(sums.entries).toBe(paid.size);
        clock.set(new Date('2026-11-25T04:00:00Z'));
      }),
      { numRuns: 1000 },
    );
  }, 300_000);
});
