import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { ClaimReceipt, QuestDetail } from '../api/schemas/quest';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { claimMachine, type ClaimQuestInput } from './claim.machine';
import { ineligibleReasons } from './claim.selectors';

const receipt: ClaimReceipt = {
  entryId: 41,
  questId: 7,
  questTitle: 'Play three rounds',
  amount: '150',
  asset: 'POINT',
  balanceAfter: '1150',
  itemName: null,
  claimedAt: '2026-11-25T04:00:00Z',
};

function questOf(over: Partial<QuestDetail> = {}): QuestDetail {
  return {
    id: 7,
    kind: 'oneTime',
    title: 'Play three rounds',
    image: 'quests/7.png',
    game: null,
    eventId: null,
    rewardPoints: '150',
    rewardItem: null,
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    winnerLimit: null,
    winnerCount: 0,
    state: 'claimable',
    progress: { done: 1, total: 1 },
    description: '',
    conditions: [],
    lockReason: null,
    receipt: null,
    questerCount: 0,
    periodEndsAt: null,
    timeZone: 'UTC',
    ...over,
  };
}

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(
  quests: QuestDetail[],
  claims: (() => Promise<ClaimReceipt>)[],
  input: { isSignedIn?: boolean; hasClaimIntent?: boolean } = {},
) {
  const sent: number[] = [];
  const asked: ClaimQuestInput[] = [];
  let announced = 0;
  const actor = createActor(
    claimMachine.provide({
      actors: {
        readQuest: fromPromise(async () => {
          const next = quests.shift();
          if (!next) throw new ApiError('network', -1, 'no more');
          return next;
        }),
        claimQuest: fromPromise(async ({ input: i }: { input: ClaimQuestInput }) => {
          sent.push(i.questId);
          asked.push(i);
          const next = claims.shift();
          if (!next) throw new Error('unexpected claim');
          return next();
        }),
      },
      actions: { announceClaim: () => void announced++ },
    }),
    { input: { questId: 7, isSignedIn: input.isSignedIn ?? true, ...input } },
  ).start();
  return { actor, sent, asked, announced: () => announced };
}

describe('claim machine', () => {
  it('stays idle for a visitor: nothing is read or claimed', () => {
    const { actor, sent } = run([], [], { isSignedIn: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('checks, claims once and keeps the receipt', async () => {
    const { actor, sent, announced } = run([questOf()], [async () => receipt]);
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(sent).toEqual([7]);
    expect(announced()).toBe(1);
  });

  it('claims a quest without an event with Claim (no event named)', async () => {
    const { actor, asked } = run([questOf()], [async () => receipt]);
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(asked).toEqual([{ questId: 7, eventId: null }]);
  });

  it('claims an event quest from its own page with the event it belongs to (issue 28 item 2)', async () => {
    const { actor, asked } = run([questOf({ kind: 'event', eventId: 3 })], [async () => receipt]);
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(asked).toEqual([{ questId: 7, eventId: 3 }]);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it('shows a quest claimed before as claimed, with its first receipt', async () => {
    const { actor, sent } = run([questOf({ state: 'claimed', receipt })], []);
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(sent).toEqual([]);
  });

  it('is not eligible while a condition is unmet, and the explainer names it', async () => {
    const quest = questOf({
      state: 'inProgress',
      conditions: [
        {
          id: 3,
          type: 'playGame',
          target: 3,
          progress: 1,
          done: false,
          game: null,
          label: null,
          link: null,
        },
      ],
    });
    const { actor } = run([quest], []);
    await waitFor(actor, (s) => s.matches('notEligible'));
    expect(ineligibleReasons(quest)).toEqual([{ kind: 'unmet', conditions: quest.conditions }]);
  });

  it('claims on its own once eligible when the member came back to claim', async () => {
    const { actor, sent } = run([questOf()], [async () => receipt], { hasClaimIntent: true });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([7]);
    expect(actor.getSnapshot().context.hasClaimIntent).toBe(false);
  });

  it('offline: nothing is claimed, the member is told, a retry sends the same claim', async () => {
    const { actor, sent } = run(
      [questOf()],
      [
        async () => {
          throw new ApiError('offline', -1, 'offline');
        },
        async () => receipt,
      ],
    );
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBe('quests.claim.errors.offline');
    actor.send({ type: 'claim.retry' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([7, 7]);
  });

  it.each([
    ['DuplicateRequest', 'quests.claim.errors.duplicate'],
    ['DataNotExist', 'quests.claim.errors.notFound'],
    ['QuestEnded', 'quests.claim.errors.ended'],
    ['QuestConditionsUnmet', 'quests.claim.errors.conditionsUnmet'],
    ['QuestWinnersFull', 'quests.claim.errors.winnersFull'],
  ] as const)('a %s refusal fails with its own sentence', async (status, key) => {
    const { actor } = run(
      [questOf()],
      [
        async () => {
          throw refused(status);
        },
      ],
    );
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBe(key);
    expect(actor.getSnapshot().context.error?.status).toBe(status);
  });

  it.each([
    ['a token status', refused('TokenInvalid')],
    ['HTTP 401', new ApiError('http', 401, 'HTTP 401')],
  ])('%s mid-claim asks the member to sign in again', async (_what, error) => {
    const { actor } = run(
      [questOf()],
      [
        async () => {
          throw error;
        },
      ],
    );
    await waitFor(actor, (s) => s.matches('eligible'));
    actor.send({ type: 'claim.submit' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
  });

  it('a failed check says why and checks again', async () => {
    const { actor } = run([], []);
    await waitFor(actor, (s) => s.matches('checkFailed'));
    expect(actor.getSnapshot().context.error?.key).toBe('quests.claim.errors.offline');
  });
});

describe('ineligibleReasons', () => {
  it('names the lock and when it opens', () => {
    const quest = questOf({
      state: 'locked',
      lockReason: { kind: 'notOpen', opensAt: '2026-12-01T00:00:00Z' },
    });
    expect(ineligibleReasons(quest)).toEqual([
      { kind: 'notOpen', opensAt: '2026-12-01T00:00:00Z' },
    ]);
  });
  it('tells an ended quest from one whose winners are all decided', () => {
    expect(
      ineligibleReasons(questOf({ state: 'expired', endsAt: '2026-11-20T00:00:00Z' })),
    ).toEqual([{ kind: 'ended', endedAt: '2026-11-20T00:00:00Z' }]);
    expect(
      ineligibleReasons(questOf({ state: 'expired', winnerLimit: 5, winnerCount: 5 })),
    ).toEqual([{ kind: 'winnersFull', winnerLimit: 5 }]);
  });
});
