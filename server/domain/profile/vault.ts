// The member's vault (issue 13, decision 032): per partnered game their balance in the game's
// currency and the NFTs and assets they hold there, and one item with its status history. Reads
// only for members; the writes below are how a game's report lands (the seed uses them), each item
// status change appended to the history in the same statement as the item's new status.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  VaultGame,
  VaultItem,
  VaultItemDetail,
  VaultStatus,
} from '../../../src/features/profile/api/schemas/vault.ts';
import type { AssetCategory } from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { pick, type Texts } from '../shared/texts.ts';

type GameRow = {
  game_id: number;
  names: Texts | null;
  plain_name: string;
  icon: string;
  currency: Texts | null;
  balance: string | null;
  downloads: number;
  featured: boolean;
  released_at: string;
};

type ItemRow = {
  id: number;
  game_id: number;
  kind: VaultItem['kind'];
  category: AssetCategory;
  name: Texts;
  image: string;
  status: VaultStatus;
  value: string;
  acquired_at: Date;
};

// trim_scale: numeric(24,4) prints "12.5000"; the API speaks the shortest exact decimal.
const ITEM_COLUMNS = `v.id, v.game_id, v.kind, v.category, v.name, v.image, v.status,
  trim_scale(v.value)::text AS value, v.acquired_at`;

function itemOut(row: ItemRow, language: MailLanguage): VaultItem {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    name: pick(row.name, language),
    image: row.image,
    status: row.status,
    value: row.value,
    acquiredAt: toIso(row.acquired_at),
  };
}

/** Adds two non-negative decimal strings exactly (amounts must never pass through a float). */
export function addDecimals(a: string, b: string): string {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const scale = Math.max(af.length, bf.length);
  const sum = BigInt(ai + af.padEnd(scale, '0')) + BigInt(bi + bf.padEnd(scale, '0'));
  if (scale === 0) return sum.toString();
  const digits = sum.toString().padStart(scale + 1, '0');
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  const whole = digits.slice(0, -scale);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Every active partnered game, with the member's balance and items there (none: "coming soon"). */
export async function memberVault(
  db: Queryable,
  memberId: number,
  language: MailLanguage,
): Promise<VaultGame[]> {
  const games = await db.query<GameRow>(
    `SELECT g.id AS game_id, vg.name AS names, g.name AS plain_name, g.icon, vg.currency,
            trim_scale(b.amount)::text AS balance, g.downloads, coalesce(vg.featured, false) AS featured,
            g.released_at::text AS released_at
       FROM games g
       LEFT JOIN vault_games vg ON vg.game_id = g.id
       LEFT JOIN vault_balances b ON b.game_id = g.id AND b.member_id = $1
      WHERE g.is_partnered AND g.status = 'Active'
      ORDER BY g.sort_order, g.id`,
    [memberId],
  );
  const items = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM vault_items v WHERE v.member_id = $1
      ORDER BY v.acquired_at DESC, v.id DESC`,
    [memberId],
  );
  return games.map((g) => {
    const own = items.filter((i) => i.game_id === g.game_id);
    const totalValue = own.reduce((sum, i) => addDecimals(sum, i.value), g.balance ?? '0');
    return {
      gameId: g.game_id,
      name: g.names ? pick(g.names, language) : g.plain_name,
      icon: g.icon,
      currency: g.currency ? pick(g.currency, language) : null,
      balance: g.balance,
      popularity: g.downloads,
      featured: g.featured,
      releasedAt: g.released_at,
      nftCount: own.filter((i) => i.kind === 'NFT').length,
      assetCount: own.filter((i) => i.kind === 'Asset').length,
      totalValue,
      items: own.map((i) => itemOut(i, language)),
    };
  });
}

type DetailRow = ItemRow & {
  token_id: string | null;
  game_names: Texts;
  currency: Texts;
};

/** One of the member's items with its history; someone else's item is as absent as a missing one. */
export async function vaultItem(
  db: Queryable,
  memberId: number,
  itemId: number,
  language: MailLanguage,
): Promise<VaultItemDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${ITEM_COLUMNS}, v.token_id, vg.name AS game_names, vg.currency
       FROM vault_items v JOIN vault_games vg ON vg.game_id = v.game_id
      WHERE v.id = $1 AND v.member_id = $2`,
    [itemId, memberId],
  );
  if (!row) throw new ApiError('DataNotExist');
  const history = await db.query<{ status: VaultStatus; at: Date; note: Texts | null }>(
    'SELECT status, at, note FROM vault_item_history WHERE item_id = $1 ORDER BY at, id',
    [itemId],
  );
  return {
    ...itemOut(row, language),
    gameId: row.game_id,
    gameName: pick(row.game_names, language),
    currency: pick(row.currency, language),
    tokenId: row.token_id,
    history: history.map((h) => ({
      status: h.status,
      at: toIso(h.at),
      note: h.note ? pick(h.note, language) : null,
    })),
  };
}

/** A game's report of the member's balance: it replaces the last one (the game is the source of truth). */
export async function reportBalance(
  db: Queryable,
  input: { memberId: number; gameId: number; amount: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO vault_balances (member_id, game_id, amount, reported_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, game_id)
     DO UPDATE SET amount = EXCLUDED.amount, reported_at = EXCLUDED.reported_at
      WHERE vault_balances.reported_at <= EXCLUDED.reported_at`,
    [input.memberId, input.gameId, input.amount, input.at],
  );
}

export type NewVaultItem = {
  memberId: number;
  gameId: number;
  kind: VaultItem['kind'];
  category: AssetCategory;
  name: Texts;
  image: string;
  tokenId: string | null;
  value: string;
  status: VaultStatus;
  at: Date;
  note: Texts | null;
};

/** A new item and the first entry of its history, in one statement. */
export async function addVaultItem(db: Queryable, item: NewVaultItem): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `WITH item AS (
       INSERT INTO vault_items (member_id, game_id, kind, category, name, image, token_id, value, status, acquired_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id)
     INSERT INTO vault_item_history (item_id, status, at, note)
     SELECT id, $9, $10, $11 FROM item RETURNING item_id AS id`,
    [
      item.memberId,
      item.gameId,
      item.kind,
      item.category,
      item.name,
      item.image,
      item.tokenId,
      item.value,
      item.status,
      item.at,
      item.note,
    ],
  );
  return row!.id;
}

/** An item's status changes: the item and its history move together, or not at all. */
export async function recordItemStatus(
  db: Queryable,
  change: { itemId: number; status: VaultStatus; at: Date; note: Texts | null },
): Promise<void> {
  await db.query(
    `WITH item AS (UPDATE vault_items SET status = $2 WHERE id = $1 RETURNING id)
     INSERT INTO vault_item_history (item_id, status, at, note) SELECT id, $2, $3, $4 FROM item`,
    [change.itemId, change.status, change.at, change.note],
  );
}
