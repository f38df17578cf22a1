import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { PARTNERED_GAMES_TTL_MS, partneredGames } from './games.ts';

const ROW = {
  id: 1,
  icon: 'i.svg',
  name: 'Ember Realms',
  names: null,
  tag: { 'en-US': 'RPG', 'zh-TW': '角色扮演', 'zh-CN': '角色扮演' },
  description: { 'en-US': 'd' },
  downloads: 1,
  rating: 4.5,
  released_at: '2025-01-01',
};

/** A database that counts its reads and can be made to fail. */
function countingDb() {
  const state = { reads: 0, fail: false };
  const db = {
    async query() {
      state.reads += 1;
      if (state.fail) throw new Error('database unavailable');
      return [ROW];
    },
  } as unknown as Db;
  return { db, state };
}

describe('partneredGames (one read serves every Home visit for a short while)', () => {
  it('reads once within the time to live, and again after it', async () => {
    const { db, state } = countingDb();
    const [en, tw] = await Promise.all([
      partneredGames(db, 'en-US', 0),
      partneredGames(db, 'zh-TW', 10),
      partneredGames(db, 'zh-CN', 1999),
    ]);
    expect(state.reads).toBe(1);
    const games = await partneredGames(db, 'en-US', PARTNERED_GAMES_TTL_MS);
    expect(state.reads).toBe(2);
    expect(games[0]).toMatchObject({ id: 1, name: 'Ember Realms', releasedAt: '2025-01-01' });
    // One read serves every language; a missing translation reads English.
    expect([en![0]!.tag, tw![0]!.tag]).toEqual(['RPG', '角色扮演']);
    expect(tw![0]!.description).toBe('d');
  });

  it('keeps no failed read: the next request reads again', async () => {
    const { db, state } = countingDb();
    state.fail = true;
    await expect(partneredGames(db, 'en-US', 0)).rejects.toThrow('database unavailable');
    state.fail = false;
    await expect(partneredGames(db, 'en-US', 1)).resolves.toHaveLength(1);
    expect(state.reads).toBe(2);
  });

  it('keeps one list per database', async () => {
    const a = countingDb();
    const b = countingDb();
    await partneredGames(a.db, 'en-US', 0);
    await partneredGames(b.db, 'en-US', 0);
    expect([a.state.reads, b.state.reads]).toEqual([1, 1]);
  });
});
