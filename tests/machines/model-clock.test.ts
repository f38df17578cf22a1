// @vitest-environment node
import { createActor, setup } from 'xstate';
import { expect, it } from 'vitest';
import { createModelClock } from '../model/support/clock';

// A harness test: a delayed transition fires when the model clock is advanced, not before.
const countdown = setup({ delays: { DEEP_LINK_TIMEOUT: 5000 } }).createMachine({
  id: 'countdown',
  initial: 'waiting',
  states: { waiting: { after: { DEEP_LINK_TIMEOUT: 'fallback' } }, fallback: {} },
});

it('advances simulated time by the delay a delayed event names', () => {
  const { clock, advanceFor } = createModelClock();
  const actor = createActor(countdown, { clock }).start();
  clock.increment(4999);
  expect(actor.getSnapshot().value).toBe('waiting');
  advanceFor(
    { type: 'xstate.after.DEEP_LINK_TIMEOUT.countdown.waiting' },
    { DEEP_LINK_TIMEOUT: 5000 },
  );
  expect(actor.getSnapshot().value).toBe('fallback');
});

it('refuses an event that is not delayed', () => {
  expect(() => createModelClock().advanceFor({ type: 'logout.confirm' })).toThrow(
    /not a delayed event/,
  );
});
