import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { CheckInReceipt } from '../api/schemas/reward';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { checkInMachine } from './check-in.machine';
import { selectIsDayOver } from './check-in.selectors';

const receipt: CheckInReceipt = {
  entryId: 91,
  day: '2026-11-26',
  amount: '10',
  asset: 'POINT',
  balanceAfter: '1260',
  streak: 4,
  checkedInAt: '2026-11-26T04:00:00.000Z',
};

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(
  answers: (() => Promise<CheckInReceipt>)[],
  input: { isSignedIn?: boolean; hasCheckInIntent?: boolean; receipt?: CheckInReceipt | null } = {},
) {
  const sent: string[] = [];
  let announced = 0;
  const actor = createActor(
    checkInMachine.provide({
      actors: {
        checkIn: fromPromise(async ({ input: i }: { input: { day: string } }) => {
          sent.push(i.day);
          const next = answers.shift();
          if (!next) throw new Error('unexpected check-in');
          return next();
        }),
      },
      actions: { announceCheckIn: () => void announced++ },
    }),
    { input: { day: '2026-11-26', isSignedIn: true, ...input } },
  ).start();
  return { actor, sent, announced: () => announced };
}

describe('check-in machine', () => {
  it('checks in once on submit and keeps the receipt', async () => {
    const { actor, sent, announced } = run([async () => receipt]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'checkIn.submit' });
    await waitFor(actor, (s) => s.matches('checkedIn'));
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(sent).toEqual(['2026-11-26']);
    expect(announced()).toBe(1);
  });

  it('starts checked in when the calendar already has today’s receipt', () => {
    const { actor, sent } = run([], { receipt });
    expect(actor.getSnapshot().value).toBe('checkedIn');
    expect(sent).toEqual([]);
  });

  it('a visitor who taps Check in is asked to sign in; nothing is sent', () => {
    const { actor, sent } = run([], { isSignedIn: false });
    actor.send({ type: 'checkIn.submit' });
    expect(actor.getSnapshot().value).toBe('signInRequired');
    expect(sent).toEqual([]);
  });

  it('back from sign-in with the intent kept, it checks in at once, once', async () => {
    const { actor, sent } = run([async () => receipt], { hasCheckInIntent: true });
    await waitFor(actor, (s) => s.matches('checkedIn'));
    expect(actor.getSnapshot().context.hasCheckInIntent).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('offline: told nothing was claimed; Try again sends the same day', async () => {
    const { actor, sent } = run([
      async () => {
        throw new ApiError('offline', -1, '');
      },
      async () => receipt,
    ]);
    actor.send({ type: 'checkIn.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'reward.checkIn.errors.offline',
      retryable: true,
    });
    actor.send({ type: 'checkIn.retry' });
    await waitFor(actor, (s) => s.matches('checkedIn'));
    expect(sent).toEqual(['2026-11-26', '2026-11-26']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a day that turned meanwhile is refused in its own words and not worth retrying', async () => {
    const { actor } = run([
      async () => {
        throw refused('CheckInDayOver');
      },
    ]);
    actor.send({ type: 'checkIn.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'reward.checkIn.errors.dayOver',
      retryable: false,
    });
    expect(selectIsDayOver(actor.getSnapshot())).toBe(true);
  });

  it('a session that ends mid-check-in asks for sign-in (HTTP 401 or a token status)', async () => {
    for (const error of [new ApiError('http', 401, ''), refused('TokenExpired')]) {
      const { actor } = run([
        async () => {
          throw error;
        },
      ]);
      actor.send({ type: 'checkIn.submit' });
      await waitFor(actor, (s) => s.matches('signInRequired'));
    }
  });

  it('a server fault shows the generic message, worth retrying', async () => {
    const { actor } = run([
      async () => {
        throw new ApiError('http', 500, '');
      },
    ]);
    actor.send({ type: 'checkIn.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBeTruthy();
  });
});
