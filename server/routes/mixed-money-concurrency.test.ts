// Issue 31, "Survive the database": one member's money requests of different kinds sent at the
// same moment, split between two apps on one PostgreSQL. The open locked the member row, then the
// balance; the check-in and the redeem locked the balance, then their ledger insert needed the
// member row: PostgreSQL found the cycle after its deadlock_timeout (1 s) and one side answered
// ServerError. Every request must now answer its own result, none over 1 s, the ledger exact.
// PostgreSQL only: PGlite runs one statement at a time and never takes these locks in parallel.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { manualClock } from '../clock.ts';
import { TEST_DATABASE_URL } from '../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../test-support/quest-helpers.ts';
import { boxIdOf, grantPoints, newOpenKey } from '../test-support/lootbox-helpers.ts';
import { makePrize, redeemKey } from '../test-support/prize-helpers.ts';
import { concurrencyApps } from '../test-support/second-app.ts';
import { appFor, burst } from '../test-support/burst.ts';

const TRIALS = 20;
const KINDS = ['checkIn', 'open', 'redeem'] as const;
const PER_KIND = 8;
const START = 100_000;
const clock = manualClock(new Date('2026-11-26T10:00:00.000Z'));
const DAY = '2026-11-26';

const t = concurrencyApps({ clock });
let boxId = 0;
let prizeId = 0;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  boxId = await boxIdOf(t.testDb.db, 'starter-chest');
  prizeId = await makePrize(t.testDb.db, { cost: 10, stock: 100_000 });
}, 60_000);

type Answer = { http: number; status: number; ms: number; kind: string };

function requestOf(kind: (typeof KINDS)[number]) {
  switch (kind) {
    case 'checkIn':
      return { url: ENDPOINTS.checkIn.path, payload: { day: DAY } };
    case 'open':
      return {
        url: ENDPOINTS.openLootbox.path,
        payload: { lootboxId: boxId, openKey: newOpenKey() },
      };
    case 'redeem':
      return { url: ENDPOINTS.redeemPrize.path, payload: { prizeId, redeemKey: redeemKey() } };
  }
}

async function mixedBurst(apps: FastifyInstance[], accessToken: string): Promise<Answer[]> {
  // Kinds interleaved, so each app serves every kind and they start in the same tick.
  const kinds = Array.from({ length: PER_KIND * KINDS.length }, (_, i) => KINDS[i % KINDS.length]!);
  return burst(kinds.length, async (i) => {
    const { url, payload } = requestOf(kinds[i]!);
    const started = performance.now();
    const response = await appFor(apps, Math.floor(i / KINDS.length)).inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const ms = performance.now() - started;
    return {
      http: response.statusCode,
      status: response.json<{ status: number }>().status,
      ms,
      kind: kinds[i]!,
    };
  });
}

describe.skipIf(!TEST_DATABASE_URL)(
  `one member's check-ins, opens and redeems at once, across two apps on one PostgreSQL × ${TRIALS}`,
  () => {
    it('every request answers its own result, no 5xx, none over 1 s, the ledger exact', async () => {
      const db = t.testDb.db;
      const answers: Answer[] = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const member = await makeMember(db);
        await grantPoints(db, member.id, START);
        answers.push(...(await mixedBurst(t.apps, member.accessToken)));
        await expectLedgerConsistent(db, member.id);
      }
      const failed = answers.filter((a) => a.http >= 500 || a.status !== 0);
      const slowest = Math.max(...answers.map((a) => a.ms));
      expect({ failed: failed.slice(0, 5), count: failed.length }).toEqual({
        failed: [],
        count: 0,
      });
      expect(slowest).toBeLessThan(1000);
    }, 300_000);
  },
);
