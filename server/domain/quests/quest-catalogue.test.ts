import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db.ts';
import { QUEST_CATALOGUE_TTL_MS, cataloguePage, type CataloguePage } from './quest-catalogue.ts';

const db = {} as Queryable;
const page = (total: number): CataloguePage => ({ rows: [], total, conditions: [] });

describe('cataloguePage', () => {
  it('serves one read for the TTL, then reads again; concurrent askers share a read', async () => {
    let reads = 0;
    const load = async () => page(++reads);
    const t0 = new Date('2026-11-25T04:00:00Z');
    const [a, b] = await Promise.all([
      cataloguePage(db, 'k', t0, load),
      cataloguePage(db, 'k', t0, load),
    ]);
    expect([a.total, b.total, reads]).toEqual([1, 1, 1]);
    const within = new Date(t0.getTime() + QUEST_CATALOGUE_TTL_MS - 1);
    expect((await cataloguePage(db, 'k', within, load)).total).toBe(1);
    const after = new Date(t0.getTime() + QUEST_CATALOGUE_TTL_MS);
    expect((await cataloguePage(db, 'k', after, load)).total).toBe(2);
    // A clock set back never serves a page "from the future".
    expect((await cataloguePage(db, 'k', t0, load)).total).toBe(3);
    expect((await cataloguePage(db, 'other', t0, load)).total).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const now = new Date('2026-11-25T05:00:00Z');
    await expect(
      cataloguePage(db, 'fails', now, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect((await cataloguePage(db, 'fails', now, async () => page(7))).total).toBe(7);
  });
});
