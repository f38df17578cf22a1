// Issue 12's concurrency target: 50 check-ins at once for one member and day × 100 trials → exactly
// one ledger credit per trial and the same receipt in every answer. PGlite by default; PostgreSQL
// when TEST_DATABASE_URL is set, where the requests are also split between two apps on one
// database (docs/architecture.md "Scale out"). A fresh member per trial, one database.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { CheckInReceiptSchema } from '../../../src/features/reward/api/schemas/reward.ts';
import { manualClock } from '../../clock.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 100;
const CONCURRENT = 50;
// 23:59:59 in Taipei: the last second of the day, as racy as it gets for a day key.
const clock = manualClock(new Date('2026-11-26T15:59:59.000Z'));
const DAY = '2026-11-26';

const t = concurrencyApps({ clock });

type Body = { status: number; data: unknown };

async function trials(apps: FastifyInstance[]) {
  const db = t.testDb.db;
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const member = await makeMember(db, { timeZone: 'Asia/Taipei' });
    const responses = await burst(CONCURRENT, (i) =>
      appFor(apps, i).inject({
        method: 'POST',
        url: ENDPOINTS.checkIn.path,
        payload: { day: DAY },
        headers: { authorization: `Bearer ${member.accessToken}` },
      }),
    );
    const bodies = responses.map((r) => r.json<Body>());
    const [first] = bodies;
    expect(first!.status).toBe(0);
    const receipt = CheckInReceiptSchema.parse(first!.data);
    for (const body of bodies) expect(body).toEqual(first);
    const entries = await db.query<{ id: number }>(
      `SELECT id FROM ledger_entries WHERE member_id = $1 AND kind = 'checkIn'`,
      [member.id],
    );
    expect(entries).toEqual([{ id: receipt.entryId }]);
    expect(await expectLedgerConsistent(db, member.id)).toBe(10n);
  }
}

describe(`${CONCURRENT} check-ins at once for one member and day × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one credit per trial, every answer the same receipt', async () => {
    await trials([t.app]);
  }, 300_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'two apps on one PostgreSQL, requests split between them: still one credit per trial',
    async () => {
      await trials([t.app, t.second!.app]);
    },
    400_000,
  );
});
