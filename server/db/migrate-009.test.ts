// Migration 009's rules that the domain relies on (decision 028): a box's odds sum to exactly 10000
// basis points at commit (a table may be rewritten inside one transaction), weights stay in range,
// an open key is used once per member, and an inventory item is Used exactly when it has a use time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
let boxId = 0;
let items: number[] = [];
let memberId = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  const db = testDb.db;
  items = [];
  for (const name of ['A', 'B'])
    items.push(
      (
        await db.query<{ id: number }>(
          `INSERT INTO lootbox_items (category, name, image) VALUES ('Land', $1, 'x.svg') RETURNING id`,
          [{ 'en-US': name }],
        )
      )[0]!.id,
    );
  boxId = await db.transaction(async (tx) => {
    const [box] = await tx.query<{ id: number }>(
      `INSERT INTO lootboxes (name, image, cost_points) VALUES ('{"en-US":"Box"}', 'b.svg', 10) RETURNING id`,
    );
    await tx.query(
      'INSERT INTO lootbox_odds (lootbox_id, item_id, weight_bp) VALUES ($1, $2, 6000), ($1, $3, 4000)',
      [box!.id, items[0], items[1]],
    );
    return box!.id;
  });
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ('m9', 'm9@gamerhub.test', 'x', 'm9', 'M9', 'Actived') RETURNING id`,
  );
  memberId = member!.id;
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('migration 009', () => {
  it('checks the sum of the odds at commit, so a table can be rewritten in one transaction', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.query('UPDATE lootbox_odds SET weight_bp = 5000 WHERE lootbox_id = $1', [boxId]);
    });
    const rows = await testDb.db.query<{ weight_bp: number }>(
      'SELECT weight_bp FROM lootbox_odds WHERE lootbox_id = $1',
      [boxId],
    );
    expect(rows.map((r) => r.weight_bp)).toEqual([5000, 5000]);
    await expect(
      testDb.db.transaction((tx) =>
        tx.query('DELETE FROM lootbox_odds WHERE lootbox_id = $1 AND item_id = $2', [
          boxId,
          items[0],
        ]),
      ),
    ).rejects.toThrow(/5000 basis points, not 10000/);
  });

  it('refuses a weight outside 1..10000 and a box created without a table summing to 10000', async () => {
    await expect(
      testDb.db.query('UPDATE lootbox_odds SET weight_bp = 0 WHERE lootbox_id = $1', [boxId]),
    ).rejects.toThrow();
    await expect(
      testDb.db.transaction(async (tx) => {
        const [box] = await tx.query<{ id: number }>(
          `INSERT INTO lootboxes (name, image, cost_points) VALUES ('{}', 'c.svg', 5) RETURNING id`,
        );
        await tx.query(
          'INSERT INTO lootbox_odds (lootbox_id, item_id, weight_bp) VALUES ($1, $2, 9999)',
          [box!.id, items[0]],
        );
      }),
    ).rejects.toThrow(/not 10000/);
  });

  it('keeps Used and its time together, and an unknown status out', async () => {
    const insert = (status: string, usedAt: Date | null) =>
      testDb.db.query(
        `INSERT INTO inventory_items (member_id, item_id, status, acquired_at, used_at)
         VALUES ($1, $2, $3, now(), $4)`,
        [memberId, items[0], status, usedAt],
      );
    await expect(insert('Used', null)).rejects.toThrow();
    await expect(insert('Available', new Date())).rejects.toThrow();
    await expect(insert('Lost', null)).rejects.toThrow();
    await insert('Used', new Date());
    await insert('Frozen', null);
  });
});
