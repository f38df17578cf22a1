import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { ClaimReceipt, MajorEvent, QuestSummary } from '../api/schemas/quest';
import { STATUS } from '../../../shared/api/status-codes';
import { claimMissionMachine } from './claim-mission.machine';
import { missionBlock } from './claim-mission.selectors';

const receipt: ClaimReceipt = {
  entryId: 52,
  questId: 11,
  questTitle: 'Event quest',
  amount: '300',
  asset: 'POINT',
  balanceAfter: '1300',
  itemName: 'Golden badge',
  claimedAt: '2026-11-25T04:00:00Z',
};

const summary = (state: QuestSummary['state']): QuestSummary => ({
  id: 11,
  kind: 'event',
  title: 'Event quest',
  image: 'quests/11.png',
  game: null,
  eventId: 2,
  rewardPoints: '300',
  rewardItem: 'Golden badge',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  winnerLimit: null,
  winnerCount: 0,
  state,
  progress: { done: 1, total: 1 },
});

const eventOf = (state: MajorEvent['state'], quest: QuestSummary['state']): MajorEvent => ({
  id: 2,
  title: 'Winter cup',
  image: 'events/2.png',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  state,
  questCount: 1,
  questerCount: 3,
  rewardPoints: '300',
  winnerLimit: null,
  description: '',
  quests: [summary(quest)],
  timeZone: 'UTC',
});

function run(events: MajorEvent[], claims: (() => Promise<ClaimReceipt>)[], intent = false) {
  const sent: { eventId: number; questId: number }[] = [];
  const actor = createActor(
    claimMissionMachine.provide({
      actors: {
        readEvent: fromPromise(async () => {
          const next = events.shift();
          if (!next) throw new ApiError('network', -1, 'none');
          return next;
        }),
        claimMission: fromPromise(
          async ({ input }: { input: { eventId: number; questId: number } }) => {
            sent.push(input);
            const next = claims.shift();
            if (!next) throw new Error('unexpected claim');
            return next();
          },
        ),
      },
    }),
    { input: { eventId: 2, questId: 11, isSignedIn: true, hasClaimIntent: intent } },
  ).start();
  return { actor, sent };
}

describe('claimMission machine', () => {
  it('claims an event quest with the event and quest ids, once', async () => {
    const { actor, sent } = run([eventOf('live', 'claimable')], [async () => receipt]);
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([{ eventId: 2, questId: 11 }]);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it('an ended event is not claimable and says so', async () => {
    const { actor, sent } = run([eventOf('ended', 'claimable')], []);
    await waitFor(actor, (s) => s.matches('notEligible'));
    expect(missionBlock(actor.getSnapshot())).toEqual({ kind: 'eventEnded' });
    expect(sent).toEqual([]);
  });

  it('a claim refused because the event ended shows the translated ended-event message', async () => {
    const { actor } = run(
      [eventOf('live', 'claimable')],
      [
        async () => {
          throw new ApiError('status', STATUS.QuestEnded.code, 'ended');
        },
      ],
    );
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBe('errors.status.QuestEnded');
  });

  it('a quest claimed earlier shows as claimed without a new claim', async () => {
    const { actor, sent } = run([eventOf('live', 'claimed')], []);
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([]);
  });

  it('back from sign-in with the intent, it claims once eligible', async () => {
    const { actor, sent } = run([eventOf('live', 'claimable')], [async () => receipt], true);
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toHaveLength(1);
  });

  it('a session that ends mid-claim asks for sign-in', async () => {
    const { actor } = run(
      [eventOf('live', 'claimable')],
      [
        async () => {
          throw new ApiError('status', STATUS.TokenExpired.code, 'expired');
        },
      ],
    );
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
  });
});
