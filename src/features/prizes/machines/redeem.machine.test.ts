import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { ExchangeRecord, Prize } from '../api/schemas/prize';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { newRedeemKey, redeemMachine } from './redeem.machine';
import { selectBalanceAfter, selectReachedLimit } from './redeem.selectors';

const prize: Prize = {
  id: 3,
  kind: 'digital',
  name: 'Gift card',
  description: '',
  image: 'prizes/gift-card.svg',
  cost: '500',
  stock: 4,
  memberLimit: null,
  dailyLimit: 1,
  usedTotal: 0,
  usedToday: 0,
};

const record: ExchangeRecord = {
  id: 12,
  prizeId: 3,
  prizeName: 'Gift card',
  prizeImage: 'prizes/gift-card.svg',
  kind: 'digital',
  cost: '500',
  balanceAfter: '780',
  entryId: 90,
  status: 'Dealing',
  code: null,
  delivery: null,
  refundEntryId: null,
  createdAt: '2026-11-26T10:00:00Z',
  updatedAt: '2026-11-26T10:00:00Z',
};

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(answers: (() => Promise<ExchangeRecord>)[]) {
  const sent: { prizeId: number; redeemKey: string }[] = [];
  let announced = 0;
  const actor = createActor(
    redeemMachine.provide({
      actors: {
        redeemPrize: fromPromise(
          async ({ input }: { input: { prizeId: number; redeemKey: string } }) => {
            sent.push(input);
            const next = answers.shift();
            if (!next) throw new Error('unexpected redeem');
            return next();
          },
        ),
      },
      actions: { announceRedeem: () => void announced++ },
    }),
  ).start();
  return { actor, sent, announced: () => announced };
}

describe('redeem machine', () => {
  it('confirm shows the balance after; confirming redeems and keeps the receipt', async () => {
    const { actor, sent, announced } = run([async () => record]);
    actor.send({ type: 'prize.choose', prize, balance: '1280', redeemKey: newRedeemKey() });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectBalanceAfter(actor.getSnapshot())).toBe('780');
    actor.send({ type: 'redeem.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.record).toEqual(record);
    expect(sent).toEqual([{ prizeId: 3, redeemKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(announced()).toBe(1);
  });

  it('says "not enough" before calling when the known balance is short', () => {
    const { actor, sent } = run([]);
    actor.send({ type: 'prize.choose', prize, balance: '499', redeemKey: newRedeemKey() });
    expect(actor.getSnapshot().value).toBe('notEnough');
    actor.send({ type: 'redeem.confirm' });
    expect(actor.getSnapshot().value).toBe('notEnough');
    actor.send({ type: 'redeem.cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(sent).toEqual([]);
  });

  it('names a reached limit before the balance, and calls nothing (issue 28 item 9)', () => {
    const { actor, sent } = run([]);
    const atMember = { ...prize, memberLimit: 2, usedTotal: 2, dailyLimit: 1, usedToday: 1 };
    // Short of points too: the limit is what the member is told.
    actor.send({ type: 'prize.choose', prize: atMember, balance: '1', redeemKey: newRedeemKey() });
    expect(actor.getSnapshot().value).toBe('limitReached');
    expect(selectReachedLimit(actor.getSnapshot())).toBe('memberLimit');
    actor.send({ type: 'redeem.confirm' });
    expect(actor.getSnapshot().value).toBe('limitReached');
    actor.send({ type: 'redeem.cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
    const atDaily = { ...prize, memberLimit: null, dailyLimit: 1, usedToday: 1 };
    actor.send({
      type: 'prize.choose',
      prize: atDaily,
      balance: '1280',
      redeemKey: newRedeemKey(),
    });
    expect(selectReachedLimit(actor.getSnapshot())).toBe('dailyLimit');
    expect(sent).toEqual([]);
  });

  it('an unknown balance leaves the check to the server', () => {
    const { actor } = run([]);
    actor.send({ type: 'prize.choose', prize, balance: null, redeemKey: newRedeemKey() });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectBalanceAfter(actor.getSnapshot())).toBeNull();
  });

  it('a retry after a failure sends the same key; a new choice gets a new one', async () => {
    const { actor, sent } = run([
      async () => {
        throw new ApiError('network', -1, 'offline');
      },
      async () => record,
      async () => record,
    ]);
    actor.send({ type: 'prize.choose', prize, balance: '1280', redeemKey: newRedeemKey() });
    actor.send({ type: 'redeem.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'prizes.errors.offline',
      retryable: true,
    });
    actor.send({ type: 'redeem.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[1]!.redeemKey).toBe(sent[0]!.redeemKey);
    actor.send({ type: 'redeem.again' });
    actor.send({ type: 'prize.choose', prize, balance: '780', redeemKey: newRedeemKey() });
    actor.send({ type: 'redeem.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[2]!.redeemKey).not.toBe(sent[0]!.redeemKey);
  });

  it.each<StatusName>([
    'InsufficientPointBalance',
    'DailyLimitExceeded',
    'ConversionLimitUsed',
    'PrizeOutOfStock',
  ])('a %s refusal shows its translated sentence and is not offered as a retry', async (name) => {
    const { actor } = run([
      async () => {
        throw refused(name);
      },
    ]);
    actor.send({ type: 'prize.choose', prize, balance: '1280', redeemKey: newRedeemKey() });
    actor.send({ type: 'redeem.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: `errors.status.${name}`,
      status: name,
      retryable: false,
    });
    actor.send({ type: 'redeem.cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a session that ended mid-redeem asks for sign-in', async () => {
    const { actor } = run([
      async () => {
        throw refused('TokenExpired');
      },
    ]);
    actor.send({ type: 'prize.choose', prize, balance: '1280', redeemKey: newRedeemKey() });
    actor.send({ type: 'redeem.confirm' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
  });

  it('makes keys that differ each time', () => {
    expect(new Set(Array.from({ length: 100 }, newRedeemKey)).size).toBe(100);
  });
});
