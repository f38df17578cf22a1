// A member's first writes on several quests of one event, sent at once, make them one quester of
// it (migration 028, decision 064): two interactive tasks and a ClaimMission on three quests of the
// event, each sent twice, count 1; the same from two members at once counts 2. On PGlite by
// default; on PostgreSQL when TEST_DATABASE_URL is set, the bursts split between two apps on one
// database, so the writes race in two pools as they would in two processes.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';
import {
  makeEvent,
  miscounted,
  questerCountOf,
  type BuiltEvent,
} from '../../test-support/event-quester-helpers.ts';

const TRIALS = 20;
/** Each write of a member is sent this many times in the burst. */
const COPIES = 2;

const t = concurrencyApps();
let event: BuiltEvent;

beforeAll(async () => {
  event = await makeEvent(t.testDb.db, [
    { condition: 'none' },
    { condition: 'interactive' },
    { condition: 'interactive' },
  ]);
}, 60_000);

type Member = { id: number; accessToken: string };

/** One member's first writes on every quest of the event (ClaimMission, two interactive tasks). */
function writesOf(member: Member) {
  const [claimable, first, second] = event.quests;
  const calls = [
    { url: ENDPOINTS.claimMission.path, payload: { eventId: event.id, questId: claimable!.id } },
    { url: ENDPOINTS.interactive.path, payload: { conditionId: first!.conditionId } },
    { url: ENDPOINTS.interactive.path, payload: { conditionId: second!.conditionId } },
  ];
  return Array.from({ length: COPIES }, () =>
    calls.map((c) => ({ ...c, token: member.accessToken })),
  ).flat();
}

async function race(apps: FastifyInstance[], members: Member[]): Promise<void> {
  const writes = members.flatMap(writesOf);
  const answers = await burst(writes.length, (i) =>
    appFor(apps, i).inject({
      method: 'POST',
      url: writes[i]!.url,
      payload: writes[i]!.payload,
      headers: { authorization: `Bearer ${writes[i]!.token}` },
    }),
  );
  for (const answer of answers) expect(answer.json<{ status: number }>().status).toBe(0);
}

async function trials(apps: FastifyInstance[], membersPerTrial: number) {
  const db = t.testDb.db;
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const members = await Promise.all(
      Array.from({ length: membersPerTrial }, () => makeMember(db)),
    );
    const before = await questerCountOf(db, event.id);
    await race(apps, members);
    expect(await questerCountOf(db, event.id)).toBe(before + membersPerTrial);
  }
  expect(await miscounted(db)).toEqual([]);
}

describe(`first quester writes of one event at once × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL, two apps' : 'PGlite'})`, () => {
  it('one member: counts 1', async () => {
    await trials(t.apps, 1);
  }, 120_000);

  it('two members: counts 2', async () => {
    await trials(t.apps, 2);
  }, 120_000);
});
