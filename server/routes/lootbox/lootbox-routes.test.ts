// The lootbox and inventory routes (issue 12, decision 028) through HTTP on a seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  InventoryItemSchema,
  InventoryListSchema,
  LootboxListSchema,
  OpenHistorySchema,
  OpenReceiptSchema,
} from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { SEED_OPENS } from '../../db/seed-lootbox-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { boxIdOf, call, grantPoints, newOpenKey } from '../../test-support/lootbox-helpers.ts';

let t: TestApp;
let demoToken = '';
let starter = 0;
let legend = 0;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  starter = await boxIdOf(t.testDb.db, 'starter-chest');
  legend = await boxIdOf(t.testDb.db, 'legend-chest');
});
afterAll(async () => {
  await t?.close();
});

const open = (token: string, payload: object, language?: string) =>
  call(t.app, ENDPOINTS.openLootbox.path, payload, token, language);

describe('LootboxList', () => {
  it('shows every box to a visitor with an odds table summing to 100 %, in the asked language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.lootboxList.path,
      headers: { 'accept-language': 'zh-TW' },
    });
    const body = response.json<{ status: number; data: unknown }>();
    expect(body.status).toBe(0);
    const boxes = LootboxListSchema.parse(body.data);
    expect(boxes.map((b) => b.name)).toEqual(['新手寶箱', '傳說寶箱']);
    for (const box of boxes) expect(box.odds.reduce((s, o) => s + o.weightBp, 0)).toBe(10000);
    expect(boxes[0]!.odds[0]).toMatchObject({
      name: '餘燼騎士',
      weightBp: 4000,
      category: 'Avatar',
    });
  });

  it('the database refuses odds that do not sum to 10000', async () => {
    await expect(
      t.testDb.db.transaction((tx) =>
        tx.query(
          'UPDATE lootbox_odds SET weight_bp = weight_bp + 1 WHERE lootbox_id = $1 AND sort_order = 0',
          [starter],
        ),
      ),
    ).rejects.toThrow(/10000/);
  });
});

describe('OpenLootbox', () => {
  it('debits the cost, draws an item of the box, puts it in the inventory and returns a receipt', async () => {
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 150);
    const body = await open(member.accessToken, {
      lootboxId: starter,
      openKey: newOpenKey(),
      chestName: 'Lucky7!',
    });
    expect(body.status).toBe(0);
    const receipt = OpenReceiptSchema.parse(body.data);
    expect(receipt).toMatchObject({ cost: '100', balanceAfter: '50', chestName: 'Lucky7!' });
    expect(await expectLedgerConsistent(t.testDb.db, member.id)).toBe(50n);
    const inventory = await call(
      t.app,
      ENDPOINTS.inventory.path,
      { page: 1, size: 10 },
      member.accessToken,
    );
    const items = InventoryListSchema.parse(inventory.data);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: receipt.inventoryId,
      status: 'Available',
      chestName: 'Lucky7!',
    });
    expect(items[0]!.item).toEqual(receipt.item);
  });

  it('a retry with the same key returns the first receipt and charges once', async () => {
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 1000);
    const openKey = newOpenKey();
    const first = await open(member.accessToken, { lootboxId: legend, openKey });
    const again = await open(member.accessToken, { lootboxId: legend, openKey });
    expect(again).toEqual(first);
    expect(await expectLedgerConsistent(t.testDb.db, member.id)).toBe(500n);
    // The same key for another box is a different request: refused, nothing charged.
    const other = await open(member.accessToken, { lootboxId: starter, openKey });
    expect(other.status).toBe(STATUS.DuplicateRequest.code);
    expect(await expectLedgerConsistent(t.testDb.db, member.id)).toBe(500n);
  });

  it('refuses a balance that cannot pay (InsufficientPointBalance), with nothing written', async () => {
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 99);
    const body = await open(member.accessToken, { lootboxId: starter, openKey: newOpenKey() });
    expect(body.status).toBe(STATUS.InsufficientPointBalance.code);
    const [row] = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lootbox_opens WHERE member_id = $1',
      [member.id],
    );
    expect(row!.n).toBe(0);
    expect(await expectLedgerConsistent(t.testDb.db, member.id)).toBe(99n);
  });

  it('checks the chest name (docs/product/lootbox.md): sensitive words, too long, mixed scripts', async () => {
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 500);
    const name = async (chestName: string) =>
      (await open(member.accessToken, { lootboxId: starter, openKey: newOpenKey(), chestName }))
        .status;
    expect(await name('myAdminBox')).toBe(STATUS.NameSensitiveWords.code);
    expect(await name('官方寶箱')).toBe(STATUS.NameSensitiveWords.code);
    expect(await name('ABCDEFGHIJKLM')).toBe(STATUS.ChestNameInvalid.code);
    expect(await name('寶箱寶箱寶箱寶箱寶')).toBe(STATUS.ChestNameInvalid.code);
    expect(await name('box寶箱')).toBe(STATUS.ChestNameInvalid.code);
    expect(await expectLedgerConsistent(t.testDb.db, member.id)).toBe(500n);
    expect(await name('寶箱寶箱寶箱寶箱')).toBe(0);
    expect(await name('ABCDEFGHIJK#')).toBe(0);
  });

  it('refuses a visitor, an unknown box and a retired box', async () => {
    const visitor = await call(t.app, ENDPOINTS.openLootbox.path, {
      lootboxId: starter,
      openKey: newOpenKey(),
    });
    expect(visitor.status).toBe(STATUS.TokenNotExist.code);
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 1000);
    expect(
      (await open(member.accessToken, { lootboxId: 999_999, openKey: newOpenKey() })).status,
    ).toBe(STATUS.DataNotExist.code);
    const [retired] = await t.testDb.db.query<{ id: number }>(
      `INSERT INTO lootboxes (name, image, cost_points, is_active) VALUES ('{"en-US":"Old"}', 'x.svg', 5, false)
       RETURNING id`,
    );
    expect(
      (await open(member.accessToken, { lootboxId: retired!.id, openKey: newOpenKey() })).status,
    ).toBe(STATUS.DataNotExist.code);
  });
});

describe('LootboxHistory', () => {
  it("lists the member's opens, newest first, with the odds at the time of opening", async () => {
    const body = await call(t.app, ENDPOINTS.lootboxHistory.path, { page: 1, size: 10 }, demoToken);
    expect(body.status).toBe(0);
    const history = OpenHistorySchema.parse(body.data);
    expect(body.total).toBeGreaterThanOrEqual(SEED_OPENS.length);
    const seeded = history.slice(-SEED_OPENS.length);
    expect(seeded.map((h) => h.item.name)).toEqual(['Guild Hall', 'Meadow Plot', 'Ember Knight']);
    expect(seeded[0]!.chestName).toBe('傳說之箱');
    for (const h of history) expect(h.odds.reduce((s, o) => s + o.weightBp, 0)).toBe(10000);
  });

  it('keeps the odds of the time even after the table changes', async () => {
    const member = await makeMember(t.testDb.db);
    await grantPoints(t.testDb.db, member.id, 100);
    await open(member.accessToken, { lootboxId: starter, openKey: newOpenKey() });
    await t.testDb.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE lootbox_odds SET weight_bp = weight_bp - 100 WHERE lootbox_id = $1 AND sort_order = 0',
        [starter],
      );
      await tx.query(
        'UPDATE lootbox_odds SET weight_bp = weight_bp + 100 WHERE lootbox_id = $1 AND sort_order = 1',
        [starter],
      );
    });
    const body = await call(
      t.app,
      ENDPOINTS.lootboxHistory.path,
      { page: 1, size: 10 },
      member.accessToken,
    );
    const [entry] = OpenHistorySchema.parse(body.data);
    expect(entry!.odds[0]!.weightBp).toBe(4000);
    await t.testDb.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE lootbox_odds SET weight_bp = weight_bp + 100 WHERE lootbox_id = $1 AND sort_order = 0',
        [starter],
      );
      await tx.query(
        'UPDATE lootbox_odds SET weight_bp = weight_bp - 100 WHERE lootbox_id = $1 AND sort_order = 1',
        [starter],
      );
    });
  });
});

describe('Inventory and UseItem', () => {
  it('the demo holds items in every status; the filter keeps one status', async () => {
    const all = await call(t.app, ENDPOINTS.inventory.path, { page: 1, size: 50 }, demoToken);
    const items = InventoryListSchema.parse(all.data);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['Available', 'Used', 'Frozen']));
    const frozen = await call(
      t.app,
      ENDPOINTS.inventory.path,
      { page: 1, size: 50, status: 'Frozen' },
      demoToken,
    );
    expect(InventoryListSchema.parse(frozen.data).every((i) => i.status === 'Frozen')).toBe(true);
    expect(frozen.total).toBe(1);
  });

  it('uses a usable item once; a second use, a frozen item and an unusable item are refused', async () => {
    const db = t.testDb.db;
    const member = await makeMember(db);
    const add = async (usable: boolean, status: string) => {
      const [item] = await db.query<{ id: number }>(
        `SELECT id FROM lootbox_items WHERE usable = $1 ORDER BY id LIMIT 1`,
        [usable],
      );
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO inventory_items (member_id, item_id, status, acquired_at) VALUES ($1, $2, $3, now())
         RETURNING id`,
        [member.id, item!.id, status],
      );
      return row!.id;
    };
    const use = (inventoryId: number) =>
      call(
        t.app,
        ENDPOINTS.useItem.path,
        { inventoryId, useKey: newOpenKey() },
        member.accessToken,
      );
    const usable = await add(true, 'Available');
    const first = await use(usable);
    expect(first.status).toBe(0);
    expect(InventoryItemSchema.parse(first.data)).toMatchObject({ status: 'Used' });
    expect((await use(usable)).status).toBe(STATUS.ItemAlreadyUsed.code);
    expect((await use(await add(true, 'Frozen'))).status).toBe(STATUS.ItemFrozen.code);
    const kept = await add(false, 'Available');
    expect((await use(kept)).status).toBe(STATUS.ItemNotUsable.code);
    // The list says the same as the refusal: one rule (itemState) decides both (issue 28).
    const list = await call(
      t.app,
      ENDPOINTS.inventory.path,
      { page: 1, size: 100 },
      member.accessToken,
    );
    const states = Object.fromEntries(
      InventoryListSchema.parse(list.data).map((i) => [i.id, i.state]),
    );
    expect(states[kept]).toBe('Kept');
    expect(states[usable]).toBe('Used');
    // Someone else's item does not exist for this member.
    const other = await makeMember(db);
    const theirs = await call(
      t.app,
      ENDPOINTS.useItem.path,
      { inventoryId: usable, useKey: newOpenKey() },
      other.accessToken,
    );
    expect(theirs.status).toBe(STATUS.DataNotExist.code);
  });

  it('using an avatar item makes it the member’s avatar; any other item leaves the avatar be', async () => {
    const db = t.testDb.db;
    const member = await makeMember(db);
    const avatarOf = async () =>
      (
        await db.query<{ avatar: string | null }>('SELECT avatar FROM members WHERE id = $1', [
          member.id,
        ])
      )[0]!.avatar;
    const restore: number[] = [];
    const give = async (category: 'Avatar' | 'Land') => {
      // A usable item of the category, or one made usable for this test and put back after.
      const [item] = await db.query<{ id: number; image: string; usable: boolean }>(
        `SELECT id, image, usable FROM lootbox_items WHERE category = $1
          ORDER BY usable DESC, id LIMIT 1`,
        [category],
      );
      if (!item!.usable) {
        await db.query('UPDATE lootbox_items SET usable = true WHERE id = $1', [item!.id]);
        restore.push(item!.id);
      }
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO inventory_items (member_id, item_id, acquired_at) VALUES ($1, $2, now()) RETURNING id`,
        [member.id, item!.id],
      );
      return { inventoryId: row!.id, image: item!.image };
    };
    try {
      const before = await avatarOf();
      const land = await give('Land');
      const landUse = { inventoryId: land.inventoryId, useKey: newOpenKey() };
      expect((await call(t.app, ENDPOINTS.useItem.path, landUse, member.accessToken)).status).toBe(
        0,
      );
      expect(await avatarOf()).toBe(before);
      const avatar = await give('Avatar');
      const used = await call(
        t.app,
        ENDPOINTS.useItem.path,
        { inventoryId: avatar.inventoryId, useKey: newOpenKey() },
        member.accessToken,
      );
      expect(used.status).toBe(0);
      expect(await avatarOf()).toBe(avatar.image);
    } finally {
      for (const id of restore)
        await db.query('UPDATE lootbox_items SET usable = false WHERE id = $1', [id]);
    }
  });

  it('20 uses of one item at once: exactly one succeeds', async () => {
    const db = t.testDb.db;
    const member = await makeMember(db);
    const [item] = await db.query<{ id: number }>(
      `SELECT id FROM lootbox_items WHERE usable LIMIT 1`,
    );
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO inventory_items (member_id, item_id, acquired_at) VALUES ($1, $2, now()) RETURNING id`,
      [member.id, item!.id],
    );
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          t.app,
          ENDPOINTS.useItem.path,
          { inventoryId: row!.id, useKey: newOpenKey() },
          member.accessToken,
        ),
      ),
    );
    expect(bodies.filter((b) => b.status === 0)).toHaveLength(1);
    expect(bodies.filter((b) => b.status === STATUS.ItemAlreadyUsed.code)).toHaveLength(19);
  });

  it('a retry with the same key gets the first answer; another key is refused; the key is one use', async () => {
    const db = t.testDb.db;
    const member = await makeMember(db);
    const give = async () => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO inventory_items (member_id, item_id, acquired_at)
         SELECT $1, id, now() FROM lootbox_items WHERE usable ORDER BY id LIMIT 1
         RETURNING id`,
        [member.id],
      );
      return row!.id;
    };
    const inventoryId = await give();
    const useKey = newOpenKey();
    const use = (payload: object) =>
      call(t.app, ENDPOINTS.useItem.path, payload, member.accessToken);
    const first = await use({ inventoryId, useKey });
    expect(first.status).toBe(0);
    // The answer was lost; the member's app sends the same use again, and again 10 times at once.
    expect(await use({ inventoryId, useKey })).toEqual(first);
    const again = await Promise.all(Array.from({ length: 10 }, () => use({ inventoryId, useKey })));
    for (const body of again) expect(body).toEqual(first);
    // A different use of the used item is still refused.
    expect((await use({ inventoryId, useKey: newOpenKey() })).status).toBe(
      STATUS.ItemAlreadyUsed.code,
    );
    // The key names that one use: sent for another item it is not replayed, nor used.
    const other = await give();
    expect((await use({ inventoryId: other, useKey })).status).toBe(STATUS.DuplicateRequest.code);
    // Without a key there is no use.
    expect((await use({ inventoryId: other })).status).toBe(STATUS.ParameterError.code);
  });
});
