// Issue 15's concurrency target for Steam connect (decision 040): one Steam account linked 50 times
// at once by two members (25 verified codes each) → one member wins every call, the other is refused
// every time (SteamAccountTaken), and exactly 100 points are paid. Runs on PGlite by default and on
// PostgreSQL when TEST_DATABASE_URL is set, split between two apps on one database.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { attemptOf, issueCode, startSteamConnect } from '../../domain/profile/steam-links.ts';
import { systemClock } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { call } from '../../test-support/convert-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor } from '../../test-support/burst.ts';

const TRIALS = 5;
const CONCURRENT = 50;

const t = concurrencyApps();

/** A code the return address would have issued for a verified sign-in as `steamId`. */
async function verifiedCode(memberId: number, steamId: string): Promise<string> {
  const deps = { db: t.testDb.db, clock: systemClock } as AppDeps;
  const { url } = await startSteamConnect(deps, memberId, 'http://localhost', 'http://op.test/');
  const returnTo = new URL(new URL(url).searchParams.get('openid.return_to')!);
  const attempt = await attemptOf(deps, returnTo.searchParams.get('attempt')!);
  return issueCode(deps, attempt!, { steamId });
}

describe(`${CONCURRENT} links of one Steam account by two members at once (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one member wins, the other is refused every time, 100 points paid once', async () => {
    const db = t.testDb.db;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const steamId = `7656119900000${String(1000 + trial)}`;
      const members = [await makeMember(db), await makeMember(db)];
      const calls: { m: { id: number; accessToken: string }; code: string }[] = [];
      for (let i = 0; i < CONCURRENT; i += 1) {
        const m = members[i % 2]!;
        calls.push({ m, code: await verifiedCode(m.id, steamId) });
      }
      const apps = t.apps;
      const bodies = await Promise.all(
        calls.map(({ m, code }, i) =>
          call(appFor(apps, i), ENDPOINTS.steamConnect, { code }, m.accessToken),
        ),
      );
      const [link] = await db.query<{ member_id: number }>(
        'SELECT member_id FROM steam_links WHERE steam_id = $1',
        [steamId],
      );
      const winner = link!.member_id;
      bodies.forEach((body, i) =>
        expect(body.status).toBe(calls[i]!.m.id === winner ? 0 : STATUS.SteamAccountTaken.code),
      );
      const paid = bodies.filter((b) => (b.data as { reward: unknown } | null)?.reward);
      expect(paid).toHaveLength(1);
      for (const m of members)
        expect(await expectLedgerConsistent(db, m.id)).toBe(m.id === winner ? 100n : 0n);
    }
  }, 120_000);
});
