import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { ConvertQuote, ConvertQuoteRequest, ConvertReceipt } from '../api/schemas/convert';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { convertMachine, type ConvertInput } from './convert.machine';

const quote: ConvertQuote = {
  quoteId: 7,
  from: 'GACT',
  to: 'USDT',
  amount: '100',
  rate: '0.125',
  rateAt: '2026-11-01T00:00:00.000Z',
  fees: [{ kind: 'convertGact', amount: '0.3' }],
  receive: '12.4625',
  expiresAt: '2026-11-26T10:00:30.000Z',
  validForMs: 30_000,
};

const receipt: ConvertReceipt = {
  orderId: 4,
  status: 'Succeed',
  from: 'GACT',
  to: 'USDT',
  amount: '100',
  rate: '0.125',
  fees: quote.fees,
  receive: '12.4625',
  entries: [
    { id: 1, kind: 'convertOut', asset: 'GACT', amount: '99.7', balanceAfter: '256.55' },
    { id: 2, kind: 'convertFee', asset: 'GACT', amount: '0.3', balanceAfter: '256.25' },
    { id: 3, kind: 'convertIn', asset: 'USDT', amount: '12.4625', balanceAfter: '262.4625' },
  ],
  balanceAfter: { from: '256.25', to: '262.4625' },
  createdAt: '2026-11-26T10:00:05.000Z',
};

const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function run(
  quotes: (() => Promise<ConvertQuote>)[],
  converts: (() => Promise<ConvertReceipt>)[] = [],
  input: ConvertInput = {},
) {
  const asked: ConvertQuoteRequest[] = [];
  const sent: number[] = [];
  let announced = 0;
  const actor = createActor(
    convertMachine.provide({
      actors: {
        requestQuote: fromPromise(async ({ input: q }: { input: ConvertQuoteRequest }) => {
          asked.push(q);
          const next = quotes.shift();
          if (!next) throw new Error('unexpected quote');
          return next();
        }),
        convertQuote: fromPromise(async ({ input: c }: { input: { quoteId: number } }) => {
          sent.push(c.quoteId);
          const next = converts.shift();
          if (!next) throw new Error('unexpected convert');
          return next();
        }),
      },
      actions: { announceConvert: () => void announced++ },
    }),
    { input },
  ).start();
  return { actor, asked, sent, announced: () => announced };
}

describe('convertMachine', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('checks the amount against the asset before asking: decimals on points, zero, nothing', () => {
    const { actor, asked } = run([]);
    actor.send({ type: 'quote.request' });
    expect(actor.getSnapshot().context.amountProblem).toBe('invalid');
    actor.send({ type: 'amount.change', amount: '0' });
    actor.send({ type: 'quote.request' });
    expect(actor.getSnapshot().context.amountProblem).toBe('notPositive');
    actor.send({ type: 'amount.change', amount: '1.5' });
    actor.send({ type: 'pair.choose', from: 'POINT', to: 'GACT' });
    actor.send({ type: 'quote.request' });
    expect(actor.getSnapshot().context.amountProblem).toBe('tooManyDecimals');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(asked).toEqual([]);
  });

  it('quotes, confirms and converts, with the receipt kept and the page told', async () => {
    const { actor, asked, sent, announced } = run([async () => quote], [async () => receipt], {
      from: 'GACT',
      to: 'USDT',
      amount: '100',
    });
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches({ offer: 'quoted' }));
    expect(asked).toEqual([{ from: 'GACT', to: 'USDT', amount: '100' }]);
    actor.send({ type: 'convert.choose' });
    actor.send({ type: 'convert.back' });
    actor.send({ type: 'convert.choose' });
    actor.send({ type: 'convert.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([7]);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(announced()).toBe(1);
    actor.send({ type: 'convert.again' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', quote: null, receipt: null });
  });

  it('a quote that runs out while shown or while confirming asks for a new one, amount kept', async () => {
    const { actor } = run([async () => quote, async () => quote], [], { amount: '100' });
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches({ offer: 'quoted' }));
    await vi.advanceTimersByTimeAsync(20_000);
    actor.send({ type: 'convert.choose' });
    // The countdown is the quote's, not the step's: 10 s left while confirming.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context).toMatchObject({ amount: '100', quote: null });
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches({ offer: 'quoted' }));
  });

  it('RequestExpired from the server is an expired quote; other refusals fail with a retry', async () => {
    const { actor, sent } = run(
      [async () => quote, async () => quote],
      [
        () => Promise.reject(refused('RequestExpired')),
        () => Promise.reject(refused('InsufficientGactBalance')),
        () => Promise.reject(new ApiError('network', -1, 'offline')),
        async () => receipt,
      ],
      { amount: '100' },
    );
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches({ offer: 'quoted' }));
    actor.send({ type: 'convert.choose' });
    actor.send({ type: 'convert.confirm' });
    await waitFor(actor, (s) => s.matches('expired'));
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches({ offer: 'quoted' }));
    actor.send({ type: 'convert.choose' });
    actor.send({ type: 'convert.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.status).toBe('InsufficientGactBalance');
    actor.send({ type: 'convert.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'wallet.convert.errors.offline',
      retryable: true,
    });
    actor.send({ type: 'convert.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    // The same quote each time after the new one: never converted twice.
    expect(sent).toEqual([7, 7, 7, 7]);
  });

  it('a refused quote shows in editing; a 401 asks to sign in with the amount kept', async () => {
    const { actor } = run(
      [
        () => Promise.reject(refused('DailyLimitExceeded')),
        () => Promise.reject(new ApiError('http', 401, 'Unauthorized')),
      ],
      [],
      { from: 'USDT', to: 'GACT', amount: '5' },
    );
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.status).toBe('DailyLimitExceeded');
    actor.send({ type: 'quote.request' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(actor.getSnapshot().context).toMatchObject({ from: 'USDT', to: 'GACT', amount: '5' });
  });
});
