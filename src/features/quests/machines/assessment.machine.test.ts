import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { QuestCondition, RedeemAssessmentRequest } from '../api/schemas/quest';
import { STATUS } from '../../../shared/api/status-codes';
import { assessmentMachine } from './assessment.machine';

const condition: QuestCondition = {
  id: 3,
  type: 'playGame',
  target: 3,
  progress: 3,
  done: true,
  game: null,
  label: null,
  link: null,
};

function run(answers: (() => Promise<QuestCondition>)[], isSignedIn = true) {
  const calls: string[] = [];
  const log: string[] = [];
  const actor = createActor(
    assessmentMachine.provide({
      actors: {
        redeemAssessment: fromPromise<QuestCondition, RedeemAssessmentRequest>(
          async ({ input }) => {
            calls.push(input.code);
            const next = answers.shift();
            if (!next) throw new Error('unexpected redeem');
            return next();
          },
        ),
      },
      actions: {
        clearAddress: () => void log.push('clearAddress'),
        announceProgress: () => void log.push('announceProgress'),
      },
    }),
    { input: { questId: 7, missionAssessId: '9', code: 'c0de', isSignedIn } },
  ).start();
  return { actor, calls, log };
}

describe('assessment machine', () => {
  it('redeems once, clears the address first, then announces the progress', async () => {
    const { actor, calls, log } = run([async () => condition]);
    await waitFor(actor, (s) => s.matches('verified'));
    expect(calls).toEqual(['c0de']);
    expect(log).toEqual(['clearAddress', 'announceProgress']);
  });

  it('a visitor is asked to sign in and nothing is sent', () => {
    const { actor, calls, log } = run([], false);
    expect(actor.getSnapshot().value).toBe('signInRequired');
    expect(calls).toEqual([]);
    expect(log).toEqual([]);
  });

  it('an invalid code says so; a lost connection retries the same code', async () => {
    const invalid = run([
      async () => {
        throw new ApiError('status', STATUS.AssessmentInvalid.code, 'invalid');
      },
    ]);
    await waitFor(invalid.actor, (s) => s.matches('invalid'));
    expect(invalid.actor.getSnapshot().context.error?.key).toBe('quests.detail.verify.invalid');

    const lost = run([
      async () => {
        throw new ApiError('network', -1, 'cut');
      },
      async () => condition,
    ]);
    await waitFor(lost.actor, (s) => s.matches('failed'));
    lost.actor.send({ type: 'assessment.retry' });
    await waitFor(lost.actor, (s) => s.matches('verified'));
    expect(lost.calls).toEqual(['c0de', 'c0de']);
  });
});
