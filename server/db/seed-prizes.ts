// Writes the prize catalogue and the demo member's exchange records (seed-prizes-data.ts) the
// first time a database has no prizes, so a database seeded before issue 12 gets them too. The
// records go through the real redeem, confirm and fulfil steps (so ledger, stock and records agree);
// the points they cost are credited first ('prizeSeed'), so the demo member's balance stays what
// SEED_MEMBERS says.
import type { Db, Queryable } from './db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { redeemIn } from '../domain/prizes/redeem.ts';
import { fulfilIn } from '../domain/prizes/exchange-fulfilment.ts';
import { DEMO_MEMBER } from './seed-data.ts';
import { DEMO_DELIVERY, SEED_PRIZES, SEED_REDEMPTIONS } from './seed-prizes-data.ts';

const HOUR_MS = 3_600_000;

async function insertPrizes(tx: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, p] of SEED_PRIZES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO prizes (kind, name, description, image, cost_points, stock, member_limit, daily_limit, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        p.kind,
        p.name,
        p.description,
        `prizes/${p.key}.svg`,
        p.cost,
        p.stock,
        p.memberLimit,
        p.dailyLimit,
        index,
      ],
    );
    ids.set(p.key, row!.id);
  }
  return ids;
}

async function insertDemoRecords(tx: Queryable, ids: Map<string, number>, now: Date) {
  const [demo] = await tx.query<{ id: number }>('SELECT id FROM members WHERE uid = $1', [
    DEMO_MEMBER.uid,
  ]);
  if (!demo) return;
  const costOf = (key: string) => SEED_PRIZES.find((p) => p.key === key)!.cost;
  const spent = SEED_REDEMPTIONS.filter((r) => r.settle !== 'fail').reduce(
    (sum, r) => sum + costOf(r.prize),
    0,
  );
  const first = new Date(now.getTime() - (SEED_REDEMPTIONS[0]!.hoursAgo + 1) * HOUR_MS);
  await credit(tx, {
    memberId: demo.id,
    asset: 'POINT',
    amount: BigInt(spent),
    kind: 'prizeSeed',
    source: 'seed:prizes',
    at: first,
  });
  for (const [index, r] of SEED_REDEMPTIONS.entries()) {
    const at = new Date(now.getTime() - r.hoursAgo * HOUR_MS);
    const record = await redeemIn(
      tx,
      { memberId: demo.id, prizeId: ids.get(r.prize)!, redeemKey: `seed-demo-${index + 1}` },
      at,
      'en-US',
    );
    const later = new Date(at.getTime() + HOUR_MS);
    if (r.settle === 'confirm' || r.settle === 'confirmAndSuccess') {
      await tx.query(
        `UPDATE exchange_records SET status = 'Dealing', delivery = $2, updated_at = $3 WHERE id = $1`,
        [record.id, DEMO_DELIVERY, later],
      );
    }
    if (r.settle === 'success' || r.settle === 'confirmAndSuccess')
      await fulfilIn(tx, record.id, 'success', later);
    if (r.settle === 'fail') await fulfilIn(tx, record.id, 'fail', later);
  }
}

/** Seeds prizes once (no prize rows yet); returns whether it did. */
export async function seedPrizes(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed-prizes'))`);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM prizes');
    if ((row?.n ?? 0) > 0) return false;
    const ids = await insertPrizes(tx);
    await insertDemoRecords(tx, ids, now);
    return true;
  });
}
