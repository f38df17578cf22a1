import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberSettings } from '../../../shared/api/schemas/settings';
import { persistence } from '../../../shared/machines/persistence';
import { tourMachine, type TourInput, type TourStep } from './tour.machine';
import { selectHasBack, selectIsLastStep, selectProgress, selectStep } from './tour.selectors';

const step = (id: string, showWhen: TourStep['showWhen'] = 'always'): TourStep => ({
  id,
  route: `/${id}`,
  selector: `[data-tour="${id}"]`,
  showWhen,
});
const STEPS = [step('a'), step('b', 'firstRun'), step('c'), step('d', 'touch')];
const SETTINGS: MemberSettings = {
  timeZone: 'UTC',
  notifyRewardEmail: true,
  notifyQuest: true,
  notifyWallet: true,
  notifyInvite: true,
  showStep: true,
};

function run(input: Partial<TourInput> = {}, save = () => Promise.resolve(SETTINGS)) {
  vi.useFakeTimers();
  const visited: string[] = [];
  const saved: string[] = [];
  const actor = createActor(
    tourMachine.provide({
      actors: { saveTourSeen: fromPromise(save) },
      actions: {
        navigateToStep: ({ context }) => void visited.push(context.steps[context.index]!.id),
        announceSaved: () => void saved.push('saved'),
        reportUnsaved: () => void saved.push('unsaved'),
      },
    }),
    { input: { steps: STEPS, conditions: { firstRun: true }, ...input } },
  ).start();
  /** Past the position delay, the target found (or not): the step shows (or is skipped). */
  const settle = (found = true) => {
    vi.advanceTimersByTime(300);
    actor.send({ type: found ? 'target.found' : 'target.missing' });
  };
  return { actor, visited, saved, settle };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('tour machine', () => {
  it('waits the step position delay before looking for the target', () => {
    const { actor } = run();
    actor.send({ type: 'tour.start' });
    expect(actor.getSnapshot().matches({ running: 'positioning' })).toBe(true);
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().matches({ running: 'positioning' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ running: 'locating' })).toBe(true);
  });

  it('skips steps whose show condition fails, going forward and back', () => {
    const { actor, visited, settle } = run({ conditions: { firstRun: false, touch: true } });
    actor.send({ type: 'tour.start' });
    settle();
    actor.send({ type: 'tour.next' });
    settle();
    expect(selectStep(actor.getSnapshot())?.id).toBe('c');
    expect(selectProgress(actor.getSnapshot())).toEqual({ current: 2, total: 3 });
    actor.send({ type: 'tour.back' });
    settle();
    expect(selectStep(actor.getSnapshot())?.id).toBe('a');
    expect(selectHasBack(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'tour.back' });
    expect(actor.getSnapshot().matches({ running: 'showing' })).toBe(true);
    expect(visited).toEqual(['a', 'c', 'a']);
  });

  it('reports a missing target and skips it the way the member was going', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, visited, settle } = run();
    actor.send({ type: 'tour.start' });
    settle(false);
    expect(error).toHaveBeenCalledWith('Tour step "a": no element matches [data-tour="a"]');
    settle();
    expect(selectStep(actor.getSnapshot())?.id).toBe('b');
    // Back from b: a is missing and nothing is before it, so the tour turns round to b.
    actor.send({ type: 'tour.back' });
    settle(false);
    settle();
    expect(selectStep(actor.getSnapshot())?.id).toBe('b');
    expect(visited).toEqual(['a', 'b', 'a', 'b']);
  });

  it('completes on the last shown step and clears showStep here and on the server', async () => {
    persistence.writeLoginInfo({ access_token: 'x', uid: 'u', token: 't', showStep: true });
    const { actor, saved, settle } = run({ conditions: { firstRun: true } });
    actor.send({ type: 'tour.start' });
    settle();
    for (let i = 0; i < 2; i++) {
      expect(actor.getSnapshot().can({ type: 'tour.complete' })).toBe(false);
      actor.send({ type: 'tour.next' });
      settle();
    }
    expect(selectIsLastStep(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'tour.next' })).toBe(false);
    actor.send({ type: 'tour.complete' });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(persistence.readLoginInfo()?.showStep).toBe(false);
    await vi.runAllTimersAsync();
    expect(saved).toEqual(['saved']);
  });

  it('cancels at once, or after the question when confirmation is on', async () => {
    const plain = run();
    plain.actor.send({ type: 'tour.start' });
    // Nothing to stop until a step shows.
    expect(plain.actor.getSnapshot().can({ type: 'tour.cancel' })).toBe(false);
    plain.settle();
    plain.actor.send({ type: 'tour.cancel' });
    expect(plain.actor.getSnapshot().value).toBe('cancelled');
    vi.useRealTimers();

    const asked = run({ options: { confirmCancel: true } });
    asked.actor.send({ type: 'tour.start' });
    asked.settle();
    asked.actor.send({ type: 'tour.cancel' });
    expect(asked.actor.getSnapshot().value).toBe('confirmingCancel');
    asked.actor.send({ type: 'tour.dismissConfirm' });
    asked.settle();
    expect(selectStep(asked.actor.getSnapshot())?.id).toBe('a');
    asked.actor.send({ type: 'tour.cancel' });
    asked.actor.send({ type: 'tour.confirm' });
    expect(asked.actor.getSnapshot().value).toBe('cancelled');
  });

  it('reports a server save that failed, and restarts from the first step', async () => {
    const { actor, saved, visited, settle } = run({}, () => Promise.reject(new Error('offline')));
    actor.send({ type: 'tour.start' });
    settle();
    actor.send({ type: 'tour.cancel' });
    await vi.runAllTimersAsync();
    expect(saved).toEqual(['unsaved']);
    actor.send({ type: 'tour.restart' });
    settle();
    expect(selectStep(actor.getSnapshot())?.id).toBe('a');
    expect(visited).toEqual(['a', 'a']);
  });
});
