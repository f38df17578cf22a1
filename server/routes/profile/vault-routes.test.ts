// The vault routes (issue 13, decision 032) through HTTP on a seeded database: balances per game,
// items and their history, another member's item refused, and the tables' own rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  VaultItemDetailSchema,
  VaultSchema,
} from '../../../src/features/profile/api/schemas/vault.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { SEED_VAULT_ITEMS } from '../../db/seed-vault-data.ts';
import { addDecimals, reportBalance } from '../../domain/profile/vault.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let demoToken = '';
let lunaToken = '';
const LUNA = SEED_MEMBERS.find((m) => m.uid === '10000002')!;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  lunaToken = (await login(t.app, LUNA.email, LUNA.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

async function read(url: string, token: string | null, language = 'en-US') {
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBeLessThan(500);
  return response.json<{ status: number; data: unknown }>();
}
const vault = async (token: string, language?: string) => {
  const body = await read(ENDPOINTS.vault.path, token, language);
  expect(body.status).toBe(0);
  return VaultSchema.parse(body.data);
};
const itemUrl = (id: number | string) =>
  `${ENDPOINTS.vaultItem.path}?id=${encodeURIComponent(String(id))}`;

describe('Vault', () => {
  it('needs a signed-in member', async () => {
    const body = await read(ENDPOINTS.vault.path, null);
    expect(body.status).toBe(STATUS.TokenNotExist.code);
  });

  it('lists every active partnered game with the balance, currency and items the game reported', async () => {
    const games = await vault(demoToken);
    expect(games).toHaveLength(12);
    const ember = games.find((g) => g.name === 'Ember Realms')!;
    expect(ember).toMatchObject({
      currency: 'Rare Earth',
      balance: '12500.5',
      nftCount: 2,
      assetCount: 2,
      featured: true,
      popularity: 1_250_000,
      releasedAt: '2024-03-14',
    });
    // 12500.5 + 1200 + 4800 + 150 + 300, exactly.
    expect(ember.totalValue).toBe('18950.5');
    // Items only, no balance: still a game with rewards.
    const neon = games.find((g) => g.name === 'Neon Drift')!;
    expect(neon.balance).toBeNull();
    expect(neon.items.map((i) => i.status)).toEqual(['Unknown']);
    // Nothing at all: the screen says "Rewards coming soon".
    const harvest = games.find((g) => g.name === 'Harvest Haven')!;
    expect(harvest).toMatchObject({ balance: null, nftCount: 0, assetCount: 0, totalValue: '0' });
  });

  it('holds NFTs in every NFT status and assets in every category and asset status', async () => {
    const items = (await vault(demoToken)).flatMap((g) => g.items);
    const nft = new Set(items.filter((i) => i.kind === 'NFT').map((i) => i.status));
    const asset = items.filter((i) => i.kind === 'Asset');
    expect([...nft].sort()).toEqual([
      'Listed',
      'NotListed',
      'TransferredOut',
      'Unknown',
      'Withdraw',
    ]);
    expect([...new Set(asset.map((i) => i.status))].sort()).toEqual([
      'Available',
      'Frozen',
      'Used',
    ]);
    expect([...new Set(items.map((i) => i.category))].sort()).toEqual([
      'Avatar',
      'Building',
      'Land',
      'Landmark',
    ]);
  });

  it('names games, currencies and items in the asked language', async () => {
    const games = await vault(demoToken, 'zh-TW');
    const ember = games.find((g) => g.currency === '稀土')!;
    expect(ember.name).toBe('餘燼王國');
    expect(ember.items.map((i) => i.name)).toContain('火山島地契');
    expect((await vault(demoToken, 'zh-CN')).map((g) => g.name)).toContain('余烬王国');
  });

  it("shows only the member's own balances and items", async () => {
    const games = await vault(lunaToken);
    const ember = games.find((g) => g.name === 'Ember Realms')!;
    expect(ember).toMatchObject({ balance: '75', nftCount: 1, assetCount: 0 });
    expect(games.filter((g) => g.name !== 'Ember Realms').every((g) => g.items.length === 0)).toBe(
      true,
    );
  });
});

describe('VaultItem', () => {
  async function demoItem(name: string) {
    const item = (await vault(demoToken)).flatMap((g) => g.items).find((i) => i.name === name);
    return item!;
  }

  it('answers one item with its status history, oldest first, notes translated', async () => {
    const ranger = await demoItem('Shadow Ranger');
    const body = await read(itemUrl(ranger.id), demoToken, 'zh-TW');
    expect(body.status).toBe(0);
    const detail = VaultItemDetailSchema.parse(body.data);
    expect(detail).toMatchObject({
      name: '暗影遊俠',
      gameName: '星墜戰術',
      currency: '星晶碎片',
      kind: 'NFT',
      status: 'TransferredOut',
      value: '900',
    });
    expect(detail.tokenId).toMatch(/^0x/);
    expect(detail.history.map((h) => h.status)).toEqual(['NotListed', 'Listed', 'TransferredOut']);
    expect(detail.history.at(-1)!.note).toBe('已售予其他玩家');
    const times = detail.history.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("refuses another member's item as if it did not exist", async () => {
    const ranger = await demoItem('Shadow Ranger');
    const body = await read(itemUrl(ranger.id), lunaToken);
    expect(body.status).toBe(STATUS.DataNotExist.code);
    expect(body.data).toBeNull();
  });

  it('answers DataNotExist for an unknown id and ParameterError for a malformed one', async () => {
    expect((await read(itemUrl(2_000_000_000), demoToken)).status).toBe(STATUS.DataNotExist.code);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect((await read(itemUrl(bad), demoToken)).status).toBe(STATUS.ParameterError.code);
    expect((await read(ENDPOINTS.vaultItem.path, demoToken)).status).toBe(
      STATUS.ParameterError.code,
    );
  });

  it('every seeded item has a history whose last entry is its status', async () => {
    for (const seeded of SEED_VAULT_ITEMS.filter((i) => i.uid === DEMO_MEMBER.uid)) {
      const item = await demoItem(seeded.name['en-US']);
      const detail = VaultItemDetailSchema.parse((await read(itemUrl(item.id), demoToken)).data);
      expect(detail.history).toHaveLength(seeded.steps.length);
      expect(detail.history.at(-1)!.status).toBe(detail.status);
    }
  });
});

describe('the vault tables', () => {
  it('refuse a negative balance or item value', async () => {
    const db = t.testDb.db;
    await expect(
      db.query("UPDATE vault_balances SET amount = -0.0001 WHERE amount = '75'"),
    ).rejects.toThrow();
    await expect(
      db.query('UPDATE vault_items SET value = -1 WHERE id = (SELECT min(id) FROM vault_items)'),
    ).rejects.toThrow();
  });

  it('refuse an NFT status on an asset, and an asset without a token rule', async () => {
    const db = t.testDb.db;
    await expect(
      db.query("UPDATE vault_items SET status = 'Listed' WHERE kind = 'Asset'"),
    ).rejects.toThrow();
    await expect(
      db.query("UPDATE vault_items SET token_id = '0x1' WHERE kind = 'Asset'"),
    ).rejects.toThrow();
  });

  it('keep the status history append-only', async () => {
    const db = t.testDb.db;
    await expect(db.query("UPDATE vault_item_history SET status = 'Used'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM vault_item_history')).rejects.toThrow(/append-only/);
  });
});

describe('reportBalance', () => {
  it('keeps the latest report whatever order concurrent reports land in', async () => {
    const db = t.testDb.db;
    const [row] = await db.query<{ member_id: number; game_id: number }>(
      "SELECT member_id, game_id FROM vault_balances WHERE amount = '75'",
    );
    // Newer than the seeded report (days ago), which the first of them replaces.
    const base = Date.now() + 60_000;
    const reports = Array.from({ length: 12 }, (_, i) => ({ amount: String(100 + i), at: i }));
    // Shuffled by a fixed permutation so the newest report is neither first nor last.
    const order = [5, 11, 0, 7, 3, 9, 1, 10, 2, 8, 4, 6];
    await Promise.all(
      order.map((i) =>
        db.transaction((tx) =>
          reportBalance(tx, {
            memberId: row!.member_id,
            gameId: row!.game_id,
            amount: reports[i]!.amount,
            at: new Date(base + reports[i]!.at * 60_000),
          }),
        ),
      ),
    );
    const [after] = await db.query<{ amount: string }>(
      'SELECT trim_scale(amount)::text AS amount FROM vault_balances WHERE member_id = $1 AND game_id = $2',
      [row!.member_id, row!.game_id],
    );
    expect(after!.amount).toBe('111');
  });
});

describe('addDecimals', () => {
  it('adds exactly, whatever the scales', () => {
    expect(addDecimals('0', '0')).toBe('0');
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('12500.5', '0.5')).toBe('12501');
    expect(addDecimals('99999999999999999999.9999', '0.0001')).toBe('100000000000000000000');
    expect(addDecimals('0.0005', '7')).toBe('7.0005');
  });
});
