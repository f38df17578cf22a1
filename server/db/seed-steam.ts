// Steam links of the demo (decision 040): the seeded members marked steam_connected get the link
// row that says which account (from the stand-in's demo accounts past the first three, so a
// newcomer connecting the demo member never meets "linked to another member" by surprise). No
// reward is seeded: those links predate the reward.
import type { Queryable } from './db.ts';
import type { SeedMember } from './seed-data.ts';

export async function insertSteamLinks(
  tx: Queryable,
  now: Date,
  members: readonly SeedMember[],
  ids: Map<string, number>,
): Promise<void> {
  for (const m of members.filter((x) => x.steamConnected))
    await tx.query('INSERT INTO steam_links (steam_id, member_id, linked_at) VALUES ($1, $2, $3)', [
      `765611980${m.uid.padStart(8, '0')}`,
      ids.get(m.uid),
      now,
    ]);
}
