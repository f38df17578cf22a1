// The quester count kept on each major event (migration 028, decision 064) equals the count the
// event lists used to make on every read — over the seeded data, and after any random sequence of
// the writes that make a member a quester (interactive tasks, game progress reports, claims),
// some fired several times at once, by a few members across two events and a quest outside them.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { prepareDb } from '../../db/prepare.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../../auth/password.ts';
import { createTestDb, type TestDb } from '../../test-support/test-db.ts';
import { gameIdOf, makeMember } from '../../test-support/quest-helpers.ts';
import {
  eventCounts,
  makeEvent,
  miscounted,
  questerCountOf,
  type BuiltEvent,
} from '../../test-support/event-quester-helpers.ts';
import { completeInteractive, reportProgress } from './quest-progress.ts';
import { claimQuest } from './quest-claims.ts';
import { listMajorEvents, trendingEvents } from './major-events.ts';

let testDb: TestDb;
const db = () => testDb.db;
const deps = () => ({ db: db(), clock: systemClock });
let gameId = 0;
/** Two events of three quests each (claimable, interactive, playGame), and the same outside events. */
const built: BuiltEvent[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  await prepareDb(db(), { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  gameId = await gameIdOf(db(), 'ember-realms');
  const specs = [
    { condition: 'none' as const },
    { condition: 'interactive' as const },
    { condition: { playGame: gameId } },
  ];
  built.push(await makeEvent(db(), specs), await makeEvent(db(), specs));
  built.push(await makeEvent(db(), specs, { event: false }));
}, 120_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('the kept event quester count', () => {
  it('equals the on-read count over the seeded data, and the lists answer it', async () => {
    const counts = await eventCounts(db());
    expect(counts.some((c) => c.counted > 0)).toBe(true);
    expect(await miscounted(db())).toEqual([]);
    const listed = await listMajorEvents(db(), { page: 1, size: 50 }, new Date(), 'en-US');
    const trending = await trendingEvents(db(), new Date(), 'en-US');
    const counted = new Map(counts.map((c) => [c.id, c.counted]));
    for (const event of [...listed.items, ...trending])
      expect(event.questerCount).toBe(counted.get(event.id));
  });

  type Op = { member: number; event: number; quest: number; burst: number };
  const opArb: fc.Arbitrary<Op> = fc.record({
    member: fc.integer({ min: 0, max: 2 }),
    event: fc.integer({ min: 0, max: 2 }),
    quest: fc.integer({ min: 0, max: 2 }),
    burst: fc.integer({ min: 1, max: 3 }),
  });

  it('stays equal to it after any sequence of quester writes (150 runs, fresh members each)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const members = await Promise.all([0, 1, 2].map(() => makeMember(db())));
        const before = new Map((await eventCounts(db())).map((c) => [c.id, c.kept]));
        const joined = new Set<string>();
        for (const op of ops) {
          const target = built[op.event]!;
          const quest = target.quests[op.quest]!;
          const member = members[op.member]!;
          const write = () => {
            if (op.quest === 0)
              return claimQuest(
                deps(),
                { memberId: member.id, questId: quest.id, eventId: target.id || undefined },
                'en-US',
              );
            if (op.quest === 1)
              return completeInteractive(deps(), member.id, quest.conditionId!, 'en-US');
            return reportProgress(
              deps(),
              gameId,
              { uid: member.uid, conditionId: quest.conditionId!, progress: op.burst },
              'en-US',
            );
          };
          await Promise.all(Array.from({ length: op.burst }, write));
          if (target.id) joined.add(`${target.id}:${member.id}`);
        }
        expect(await miscounted(db())).toEqual([]);
        // And a plain model: each (event, member) pair joined once adds one.
        for (const event of built.slice(0, 2)) {
          const added = [...joined].filter((k) => k.startsWith(`${event.id}:`)).length;
          expect((await questerCountOf(db(), event.id)) - before.get(event.id)!).toBe(added);
        }
      }),
      { numRuns: 150 },
    );
  }, 300_000);
});
