import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { InviteRewardReceipt } from '../api/schemas/invite-reward';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { inviteClaimMachine, type InviteClaimInput } from './invite-claim.machine';

const receiptFor = (inviteeId: number): InviteRewardReceipt => ({
  entryId: 40 + inviteeId,
  inviteeId,
  amount: '100',
  asset: 'POINT',
  balanceAfter: '1100',
  claimedAt: '2026-11-25T04:00:00Z',
});

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(
  claims: ((inviteeId: number) => Promise<InviteRewardReceipt>)[],
  input: Partial<InviteClaimInput> = {},
) {
  const sent: number[] = [];
  const calls = { announced: 0, refreshed: 0, forgot: 0 };
  const actor = createActor(
    inviteClaimMachine.provide({
      actors: {
        claimInviteReward: fromPromise(async ({ input: i }: { input: { inviteeId: number } }) => {
          sent.push(i.inviteeId);
          const next = claims.shift();
          if (!next) throw new Error('unexpected claim');
          return next(i.inviteeId);
        }),
      },
      actions: {
        announceClaim: () => void calls.announced++,
        refreshList: () => void calls.refreshed++,
        forgetIntent: () => void calls.forgot++,
      },
    }),
    { input: { isSignedIn: true, ...input } },
  ).start();
  return { actor, sent, calls };
}

describe('invite claim machine', () => {
  it('waits for a Claim tap, claims that invitee once and keeps the receipt', async () => {
    const { actor, sent, calls } = run([async (id) => receiptFor(id)]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'claim.submit', inviteeId: 3 });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(actor.getSnapshot().context).toMatchObject({ inviteeId: 3, receipt: receiptFor(3) });
    expect(sent).toEqual([3]);
    expect(calls.announced).toBe(1);
  });

  it('claims the next invitee after one is claimed', async () => {
    const { actor, sent } = run([async (id) => receiptFor(id), async (id) => receiptFor(id)]);
    actor.send({ type: 'claim.submit', inviteeId: 3 });
    await waitFor(actor, (s) => s.matches('claimed'));
    actor.send({ type: 'claim.submit', inviteeId: 4 });
    await waitFor(actor, (s) => s.matches('claimed') && s.context.inviteeId === 4);
    expect(sent).toEqual([3, 4]);
    expect(actor.getSnapshot().context.receipt).toEqual(receiptFor(4));
  });

  it('a member back from sign-in claims the invitee at once, and the address forgets the intent', async () => {
    const { actor, sent, calls } = run([async (id) => receiptFor(id)], { intentInviteeId: 5 });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([5]);
    expect(calls.forgot).toBe(1);
    expect(actor.getSnapshot().context.hasClaimIntent).toBe(false);
  });

  it('a visitor with a claim in the address claims nothing', () => {
    const { actor, sent } = run([], { isSignedIn: false, intentInviteeId: 5 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('offline: nothing is claimed, the member is told, a retry sends the same claim', async () => {
    const { actor, sent } = run([
      async () => {
        throw new ApiError('offline', -1, 'offline');
      },
      async (id) => receiptFor(id),
    ]);
    actor.send({ type: 'claim.submit', inviteeId: 3 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'inviteReward.errors.offline',
      retryable: true,
    });
    actor.send({ type: 'claim.retry' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(sent).toEqual([3, 3]);
  });

  it('a refusal shows its status message, cannot be retried, and OK reads the list again', async () => {
    const { actor, sent, calls } = run([
      async () => {
        throw refused('InviteRewardIneligible');
      },
    ]);
    actor.send({ type: 'claim.submit', inviteeId: 3 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      status: 'InviteRewardIneligible',
      retryable: false,
    });
    actor.send({ type: 'claim.retry' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'claim.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.refreshed).toBe(1);
    expect(sent).toEqual([3]);
  });

  it('a session that ends mid-claim asks for sign-in and keeps the invitee', async () => {
    const { actor } = run([
      async () => {
        throw refused('TokenInvalid');
      },
    ]);
    actor.send({ type: 'claim.submit', inviteeId: 9 });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(actor.getSnapshot().context.inviteeId).toBe(9);
  });
});
