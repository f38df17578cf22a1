// A clock for delayed (`after`) transitions: the app's actors get a SimulatedClock (AppActorOptions
// `clock`), and the executor of a delayed event moves time on instead of waiting for it.
import { SimulatedClock, type EventObject } from 'xstate';

export type ModelClock = {
  clock: SimulatedClock;
  /** The executor for `xstate.after.<delay>.<state id>`: advance by the delay in the event type. */
  advanceFor(event: EventObject, delays?: Record<string, number>): void;
};

export function createModelClock(): ModelClock {
  const clock = new SimulatedClock();
  return {
    clock,
    advanceFor(event, delays = {}) {
      const match = /^xstate\.after\.([^.]+)\./.exec(event.type);
      if (!match?.[1]) throw new Error(`${event.type} is not a delayed event`);
      const name = match[1];
      const ms = /^\d+$/.test(name) ? Number(name) : delays[name];
      if (ms === undefined) throw new Error(`no duration for the named delay "${name}"`);
      clock.increment(ms);
    },
  };
}
