// Writes the demo vault (seed-vault-data.ts) inside the seed's transaction, through the same
// domain writes a game's report uses, so each item's status and history agree.
import type { Queryable } from './db.ts';
import { addVaultItem, recordItemStatus, reportBalance } from '../domain/profile/vault.ts';
import { SEED_VAULT_BALANCES, SEED_VAULT_GAMES, SEED_VAULT_ITEMS } from './seed-vault-data.ts';

const DAY_MS = 86_400_000;

export async function insertVaultContent(
  tx: Queryable,
  now: Date,
  ids: { games: Map<string, number>; members: Map<string, number> },
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const g of SEED_VAULT_GAMES)
    await tx.query(
      'INSERT INTO vault_games (game_id, name, currency, featured) VALUES ($1, $2, $3, $4)',
      [ids.games.get(g.slug), g.name, g.currency, g.featured],
    );
  for (const b of SEED_VAULT_BALANCES)
    await reportBalance(tx, {
      memberId: ids.members.get(b.uid)!,
      gameId: ids.games.get(b.game)!,
      amount: b.amount,
      at: daysAgo(b.daysAgo),
    });
  for (const [index, item] of SEED_VAULT_ITEMS.entries()) {
    const [first, ...later] = item.steps;
    const id = await addVaultItem(tx, {
      memberId: ids.members.get(item.uid)!,
      gameId: ids.games.get(item.game)!,
      kind: item.kind,
      category: item.category,
      name: item.name,
      image: item.image,
      tokenId: item.kind === 'NFT' ? `0x${(0x5eed00 + index).toString(16)}` : null,
      value: item.value,
      status: first![0],
      at: daysAgo(first![1]),
      note: first![2],
    });
    for (const [status, days, note] of later)
      await recordItemStatus(tx, { itemId: id, status, at: daysAgo(days), note });
  }
}
