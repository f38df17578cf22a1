import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { prepareDb } from './prepare.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { hashToken } from '../auth/tokens.ts';
import { DEFAULT_PARTNER_RETURN_BASE } from '../config.ts';
import { SEED_PARTNERS } from './seed-data.ts';

/** The demo members hashed at the test cost: this file is about seeding, not scrypt. */
const passwords = passwordHasher(TEST_SCRYPT_PARAMS);

describe('partnered games', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const partners = () =>
    testDb.db.query<{
      slug: string;
      return_url: string;
      client_secret_hash: string;
      scopes: string[];
    }>(
      `SELECT g.slug, p.return_url, p.client_secret_hash, p.scopes
         FROM partner_games p JOIN games g ON g.id = p.game_id ORDER BY g.slug`,
    );

  it('are registered on every start, with the return address of that start', async () => {
    await prepareDb(testDb.db, { passwords });
    const first = await partners();
    expect(first.map((p) => p.slug)).toEqual(SEED_PARTNERS.map((p) => p.gameSlug).sort());
    for (const p of first) {
      expect(p.return_url).toBe(DEFAULT_PARTNER_RETURN_BASE);
      const seed = SEED_PARTNERS.find((s) => s.gameSlug === p.slug)!;
      expect(p.client_secret_hash).toBe(hashToken(seed.secret));
      expect(p.scopes).toEqual([...seed.scopes]);
    }

    // A later start (the database is no longer empty, so the main seed is skipped) with another address.
    expect(
      await prepareDb(testDb.db, {
        passwords,
        partnerReturnBase: 'http://127.0.0.1:4181/callback',
      }),
    ).toMatchObject({
      applied: [],
      seeded: false,
    });
    const second = await partners();
    expect(second).toHaveLength(first.length);
    for (const p of second) expect(p.return_url).toBe('http://127.0.0.1:4181/callback');
  });

  it('come back after being removed from an already seeded database', async () => {
    await testDb.db.query('DELETE FROM partner_games');
    await prepareDb(testDb.db, { passwords });
    expect(await partners()).toHaveLength(SEED_PARTNERS.length);
  });
});
