import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { MemberSettings } from '../../../shared/api/schemas/settings';
import { settingsMachine } from './settings.machine';

const stored: MemberSettings = {
  timeZone: 'UTC',
  notifyRewardEmail: true,
  notifyQuest: true,
  notifyWallet: true,
  notifyInvite: true,
  showStep: false,
};

function run(answers: ((s: MemberSettings) => Promise<MemberSettings>)[]) {
  const sent: MemberSettings[] = [];
  const effects: string[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        saveSettings: fromPromise(async ({ input }: { input: MemberSettings }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next) throw new Error('unexpected save');
          return next(input);
        }),
      },
      actions: {
        announceSaved: () => void effects.push('announced'),
        markTourRestarted: () => void effects.push('tour'),
      },
    }),
    { input: { settings: stored } },
  ).start();
  return { actor, sent, effects };
}

describe('settings machine', () => {
  it('shows a change at once, saves the whole set and keeps what the platform stored', async () => {
    const { actor, sent, effects } = run([async (s) => ({ ...s, timeZone: 'Asia/Taipei' })]);
    actor.send({ type: 'settings.change', patch: { timeZone: 'asia/taipei' } });
    expect(actor.getSnapshot().context.shown.timeZone).toBe('asia/taipei');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ ...stored, timeZone: 'asia/taipei' }]);
    expect(actor.getSnapshot().context.shown.timeZone).toBe('Asia/Taipei');
    expect(effects).toEqual(['announced']);
  });

  it('rolls back on a failure and tries the same change again', async () => {
    const { actor, sent } = run([
      async () => {
        throw new ApiError('http', 500, 'HTTP 500');
      },
      async (s) => s,
    ]);
    actor.send({ type: 'settings.change', patch: { notifyWallet: false } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.shown).toEqual(stored);
    actor.send({ type: 'settings.retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent[1]).toEqual({ ...stored, notifyWallet: false });
    expect(actor.getSnapshot().context.stored.notifyWallet).toBe(false);
  });

  it('marks the tour restarted only once the platform stored it', async () => {
    const { actor, effects } = run([async (s) => s]);
    actor.send({ type: 'tour.restart' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.stored.showStep).toBe(true);
    expect(effects).toEqual(['announced', 'tour']);
  });

  it('rolls back and asks to sign in when the session ended', async () => {
    const { actor } = run([
      async () => {
        throw new ApiError('http', 401, 'HTTP 401');
      },
    ]);
    actor.send({ type: 'settings.change', patch: { notifyQuest: false } });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(actor.getSnapshot().context.shown).toEqual(stored);
  });
});
