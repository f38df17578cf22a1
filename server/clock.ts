/**
 * Where the account code reads the time: code and sign-on expiry, sign-in limits, grant times.
 * Tests pass a manual clock to buildApp and move it forward instead of waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;

export function after(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
