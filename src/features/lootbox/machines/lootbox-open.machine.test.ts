import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { OpenReceipt } from '../api/schemas/lootbox';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import {
  lootboxOpenMachine,
  type LootboxOpenInput,
  type OpenRequest,
} from './lootbox-open.machine';

const receipt: OpenReceipt = {
  openId: 9,
  lootboxId: 3,
  boxName: 'Starter Chest',
  chestName: null,
  item: {
    itemId: 1,
    name: 'Ember Knight',
    category: 'Avatar',
    image: 'lootbox/e.svg',
    usable: true,
  },
  inventoryId: 12,
  entryId: 40,
  cost: '100',
  balanceAfter: '1180',
  openedAt: '2026-11-26T10:00:00Z',
};

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(answers: (() => Promise<OpenReceipt>)[], input: Partial<LootboxOpenInput> = {}) {
  const sent: OpenRequest[] = [];
  let announced = 0;
  const actor = createActor(
    lootboxOpenMachine.provide({
      actors: {
        openLootbox: fromPromise(async ({ input: i }: { input: OpenRequest }) => {
          sent.push(i);
          const next = answers.shift();
          if (!next) throw new Error('unexpected open');
          return next();
        }),
      },
      actions: { announceOpen: () => void announced++ },
    }),
    {
      input: {
        lootboxId: 3,
        cost: '100',
        balance: '1280',
        isSignedIn: true,
        reducedMotion: true,
        ...input,
      },
    },
  ).start();
  return { actor, sent, announced: () => announced };
}

describe('lootboxOpen machine', () => {
  it('confirm → opening → revealing → opened, with one key, the receipt and the new balance', async () => {
    const { actor, sent, announced } = run([async () => receipt]);
    actor.send({ type: 'open.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    const key = actor.getSnapshot().context.openKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('opened'));
    expect(sent).toEqual([{ lootboxId: 3, openKey: key }]);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(actor.getSnapshot().context.balance).toBe('1180');
    expect(announced()).toBe(1);
  });

  it('a visitor is asked to sign in; nothing is sent', () => {
    const { actor, sent } = run([], { isSignedIn: false });
    actor.send({ type: 'open.request' });
    expect(actor.getSnapshot().value).toBe('signInToOpen');
    expect(sent).toEqual([]);
  });

  it('a known balance below the cost says so before calling', () => {
    const { actor, sent } = run([], { balance: '99' });
    actor.send({ type: 'open.request' });
    expect(actor.getSnapshot().value).toBe('notEnough');
    expect(sent).toEqual([]);
    actor.send({ type: 'open.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the balance at the tap counts: points earned elsewhere open the box', () => {
    const { actor } = run([], { balance: '50' });
    actor.send({ type: 'open.request', balance: '150' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.balance).toBe('150');
  });

  it('an unknown balance leaves the decision to the server (InsufficientPointBalance)', async () => {
    const { actor } = run([async () => Promise.reject(refused('InsufficientPointBalance'))], {
      balance: null,
    });
    actor.send({ type: 'open.request' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.status).toBe('InsufficientPointBalance');
  });

  it('a retry resends the same key; a new confirmation makes a new one', async () => {
    const { actor, sent } = run([
      async () => Promise.reject(new ApiError('network', -1, 'offline')),
      async () => receipt,
    ]);
    actor.send({ type: 'open.request' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBe('lootbox.open.errors.offline');
    actor.send({ type: 'open.retry' });
    await waitFor(actor, (s) => s.matches('opened'));
    expect(sent[0]!.openKey).toBe(sent[1]!.openKey);
    actor.send({ type: 'open.again' });
    actor.send({ type: 'open.request' });
    expect(actor.getSnapshot().context.openKey).not.toBe(sent[0]!.openKey);
  });

  it('a bad chest name is told and not sent; a good one is', async () => {
    const { actor, sent } = run([async () => receipt]);
    actor.send({ type: 'open.request' });
    actor.send({ type: 'chestName.change', value: 'ThisNameIsTooLong' });
    actor.send({ type: 'open.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.nameError?.key).toBe('lootbox.chestName.invalid');
    actor.send({ type: 'chestName.change', value: '官方' });
    actor.send({ type: 'open.confirm' });
    expect(actor.getSnapshot().context.nameError?.key).toBe('errors.status.NameSensitiveWords');
    actor.send({ type: 'chestName.change', value: '寶箱' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('opened'));
    expect(sent[0]!.chestName).toBe('寶箱');
  });

  it('a session that ends mid-open asks to sign in again; back with the intent, it confirms again', async () => {
    const { actor } = run([async () => Promise.reject(refused('TokenExpired'))]);
    actor.send({ type: 'open.request' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('sessionEnded'));
    const back = run([], { hasOpenIntent: true });
    expect(back.actor.getSnapshot().value).toBe('confirming');
  });

  it('with motion, the reveal waits or can be skipped', async () => {
    const { actor } = run([async () => receipt], { reducedMotion: false });
    actor.send({ type: 'open.request' });
    actor.send({ type: 'open.confirm' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'reveal.skip' });
    expect(actor.getSnapshot().value).toBe('opened');
  });
});
