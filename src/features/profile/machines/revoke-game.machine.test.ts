import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import { STATUS } from '../../../shared/api/status-codes';
import { revokeGameMachine } from './revoke-game.machine';
import {
  selectGame,
  selectIsRevoking,
  selectRevokeError,
  selectRevoked,
} from './revoke-game.selectors';

const STARFALL = { type: 'revoke.open', gameId: 2, name: 'Starfall Tactics' } as const;

function run(answers: (() => Promise<null>)[]) {
  const sent: number[] = [];
  let announced = 0;
  const actor = createActor(
    revokeGameMachine.provide({
      actors: {
        revoke: fromPromise(async ({ input }: { input: { gameId: number } }) => {
          sent.push(input.gameId);
          const next = answers.shift();
          if (!next) throw new Error('unexpected revoke');
          return next();
        }),
      },
      actions: { announceRevoked: () => void (announced += 1) },
    }),
  ).start();
  return { actor, sent, announced: () => announced };
}

describe('revoke game machine', () => {
  it('asks first, and Keep revokes nothing', () => {
    const { actor, sent } = run([]);
    actor.send(STARFALL);
    expect(selectGame(actor.getSnapshot())).toEqual({ gameId: 2, name: 'Starfall Tactics' });
    actor.send({ type: 'revoke.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectGame(actor.getSnapshot())).toBeNull();
    expect(sent).toEqual([]);
  });

  it('revokes the game asked about, hides its row and reads the list again', async () => {
    const { actor, sent, announced } = run([async () => null]);
    actor.send(STARFALL);
    actor.send({ type: 'revoke.confirm' });
    expect(selectIsRevoking(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([2]);
    expect(selectRevoked(actor.getSnapshot())).toEqual([2]);
    expect(selectGame(actor.getSnapshot())).toBeNull();
    expect(announced()).toBe(1);
  });

  it('offline: nothing is revoked, the member is told, Revoke tries the same game again', async () => {
    const { actor, sent } = run([
      async () => {
        throw new ApiError('offline', 0, '');
      },
      async () => null,
    ]);
    actor.send(STARFALL);
    actor.send({ type: 'revoke.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectRevokeError(actor.getSnapshot())?.key).toBe('connectedGames.errors.offline');
    expect(selectGame(actor.getSnapshot())?.gameId).toBe(2);
    actor.send({ type: 'revoke.confirm' });
    expect(selectRevokeError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([2, 2]);
  });

  it('a refusal shows its translated status; Keep closes the popup', async () => {
    const { actor } = run([
      async () => {
        throw new ApiError('status', STATUS.GameNotExist.code, 'GameNotExist');
      },
    ]);
    actor.send(STARFALL);
    actor.send({ type: 'revoke.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectRevokeError(actor.getSnapshot())?.status).toBe('GameNotExist');
    actor.send({ type: 'revoke.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectRevoked(actor.getSnapshot())).toEqual([]);
  });

  it('a session that ended mid-revoke asks for sign-in and revokes nothing', async () => {
    const { actor, announced } = run([
      async () => {
        throw new ApiError('status', STATUS.TokenInvalid.code, 'TokenInvalid');
      },
    ]);
    actor.send(STARFALL);
    actor.send({ type: 'revoke.confirm' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(selectRevoked(actor.getSnapshot())).toEqual([]);
    expect(announced()).toBe(0);
  });
});
