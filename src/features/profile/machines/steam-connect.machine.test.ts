import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { SteamConnectReceipt, SteamConnectStart } from '../api/schemas/steam';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { steamConnectMachine } from './steam-connect.machine';

const receipt: SteamConnectReceipt = {
  steamId: '76561197960287930',
  personaName: 'Rabscuttle',
  linkedAt: '2026-11-27T08:00:00.000Z',
  reward: {
    points: '100',
    entryId: 9,
    balanceAfter: '1340',
    createdAt: '2026-11-27T08:00:00.000Z',
  },
};
const start: SteamConnectStart = {
  url: 'https://steamcommunity.com/openid/login?openid.mode=checkid_setup',
  expiresAt: '2026-11-27T08:10:00.000Z',
};
const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(
  code: string | null,
  answers: { redeem?: (() => Promise<SteamConnectReceipt>)[] } = {},
) {
  const sent: string[] = [];
  const calls = { goToSteam: 0, cleanAddress: 0, announceLink: 0, disconnect: 0, start: 0 };
  let startAnswer: () => Promise<SteamConnectStart> = () => Promise.resolve(start);
  let disconnectAnswer: () => Promise<{ connected: false }> = () =>
    Promise.resolve({ connected: false });
  const actor = createActor(
    steamConnectMachine.provide({
      actors: {
        startConnect: fromPromise(async () => {
          calls.start += 1;
          return startAnswer();
        }),
        redeemCode: fromPromise(async ({ input }: { input: { code: string } }) => {
          sent.push(input.code);
          const next = answers.redeem?.shift();
          if (!next) throw new Error('unexpected redeem');
          return next();
        }),
        disconnect: fromPromise(async () => {
          calls.disconnect += 1;
          return disconnectAnswer();
        }),
      },
      actions: {
        goToSteam: () => void (calls.goToSteam += 1),
        cleanAddress: () => void (calls.cleanAddress += 1),
        announceLink: () => void (calls.announceLink += 1),
      },
    }),
    { input: { code } },
  );
  actor.start();
  return {
    actor,
    sent,
    calls,
    onStart: (f: typeof startAnswer) => void (startAnswer = f),
    onDisconnect: (f: typeof disconnectAnswer) => void (disconnectAnswer = f),
  };
}

describe('steam connect machine', () => {
  it('without a code waits on the card; connect asks, then sends the browser to Steam', async () => {
    const { actor, calls } = run(null);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'connect.open' });
    expect(actor.getSnapshot().value).toBe('connectPrompt');
    actor.send({ type: 'connect.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'connect.open' });
    actor.send({ type: 'connect.confirm' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(calls.goToSteam).toBe(1);
  });

  it('a failed start stays in the prompt with the reason; a 401 asks to sign in', async () => {
    const t = run(null);
    t.onStart(() => Promise.reject(new ApiError('network', -1, 'offline')));
    t.actor.send({ type: 'connect.open' });
    t.actor.send({ type: 'connect.confirm' });
    await waitFor(t.actor, (s) => s.matches('connectPrompt') && s.context.error !== null);
    expect(t.actor.getSnapshot().context.error?.key).toBe('steam.errors.offline');
    t.onStart(() => Promise.reject(new ApiError('http', 401, 'Unauthorized')));
    t.actor.send({ type: 'connect.confirm' });
    await waitFor(t.actor, (s) => s.matches('signInRequired'));
  });

  it('back from Steam: redeems the code at once, shows the receipt, cleans the address', async () => {
    const t = run('c'.repeat(32), { redeem: [() => Promise.resolve(receipt)] });
    await waitFor(t.actor, (s) => s.matches('connected'));
    expect(t.sent).toEqual(['c'.repeat(32)]);
    expect(t.actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(t.calls).toMatchObject({ cleanAddress: 1, announceLink: 1 });
    t.actor.send({ type: 'receipt.close' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.actor.getSnapshot().context.code).toBeNull();
  });

  it('a refusal is shown and not retried; Try again resends the same code after a network failure', async () => {
    const t = run('d'.repeat(32), {
      redeem: [
        () => Promise.reject(new ApiError('network', -1, 'offline')),
        () => Promise.resolve(receipt),
      ],
    });
    await waitFor(t.actor, (s) => s.matches('connectFailed'));
    t.actor.send({ type: 'connect.retry' });
    await waitFor(t.actor, (s) => s.matches('connected'));
    expect(t.sent).toEqual(['d'.repeat(32), 'd'.repeat(32)]);

    const r = run('e'.repeat(32), {
      redeem: [() => Promise.reject(refused('SteamSignInReplayed'))],
    });
    await waitFor(r.actor, (s) => s.matches('connectFailed'));
    expect(r.actor.getSnapshot().context.error?.key).toBe('errors.status.SteamSignInReplayed');
    r.actor.send({ type: 'connect.retry' });
    expect(r.actor.getSnapshot().value).toBe('connectFailed');
    r.actor.send({ type: 'connect.confirm' });
    await waitFor(r.actor, (s) => s.matches('leaving'));
    expect(r.calls.cleanAddress).toBe(1);
  });

  it('session expiry while redeeming asks to sign in with the code kept', async () => {
    const t = run('f'.repeat(32), { redeem: [() => Promise.reject(refused('TokenInvalid'))] });
    await waitFor(t.actor, (s) => s.matches('signInRequired'));
    expect(t.actor.getSnapshot().context.code).toBe('f'.repeat(32));
  });

  it('disconnect asks first; a failure stays in the popup; success returns to the card', async () => {
    const t = run(null);
    t.actor.send({ type: 'disconnect.open' });
    t.actor.send({ type: 'disconnect.cancel' });
    expect(t.calls.disconnect).toBe(0);
    t.onDisconnect(() => Promise.reject(refused('ServerError')));
    t.actor.send({ type: 'disconnect.open' });
    t.actor.send({ type: 'disconnect.confirm' });
    await waitFor(t.actor, (s) => s.matches('disconnectConfirm') && s.context.error !== null);
    t.onDisconnect(() => Promise.resolve({ connected: false }));
    t.actor.send({ type: 'disconnect.confirm' });
    await waitFor(t.actor, (s) => s.matches('idle'));
    expect(t.calls).toMatchObject({ disconnect: 2, announceLink: 1 });
  });
});
