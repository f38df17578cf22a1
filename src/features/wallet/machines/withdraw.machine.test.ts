import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { WithdrawQuote, Withdrawal } from '../api/schemas/withdraw';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { withdrawMachine } from './withdraw.machine';
import { validateWithdraw } from './withdraw.validation';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const quote: WithdrawQuote = {
  quoteId: 3,
  address: ADDRESS,
  amount: '20',
  fee: '0.1',
  gas: '1.5',
  total: '21.6',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
};
const receipt: Withdrawal = {
  id: 9,
  address: ADDRESS,
  amount: '20',
  fee: '0.1',
  gas: '1.5',
  status: 'NoApprove',
  createdAt: '2026-11-27T04:00:00.000Z',
  firstPassAt: null,
  decidedAt: null,
  txHash: null,
};
const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);

function start(
  outcomes: { quote?: unknown[]; send?: unknown[]; withdraw?: unknown[] } = {},
  saved: unknown[] = [],
) {
  const next =
    <T>(list: unknown[] | undefined, ok: T) =>
    (): Promise<T> => {
      const value = list?.shift() ?? ok;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as T);
    };
  const machine = withdrawMachine.provide({
    actors: {
      quote: fromPromise(next(outcomes.quote, quote)),
      sendTransferCode: fromPromise(next<unknown>(outcomes.send, null)),
      withdraw: fromPromise(next(outcomes.withdraw, receipt)),
    },
    actions: { saveDraft: (_, params) => void saved.push(params) },
  });
  return createActor(machine, { input: { email: 'demo@gamerhub.test', minAmount: '10' } }).start();
}

describe('withdraw validation', () => {
  it('checks the address with EIP-55 and the amount with GACT decimals and the minimum', () => {
    expect(validateWithdraw('', '20', '10')).toEqual({
      address: 'errors.status.WalletAddressEmpty',
    });
    expect(validateWithdraw(ADDRESS.replace('E0F', 'e0F'), '20', '10').address).toBe(
      'errors.status.WalletAddressInvalid',
    );
    expect(validateWithdraw(ADDRESS, '9.999999', '10').amount).toBe(
      'errors.status.WithdrawalTooSmall',
    );
    expect(validateWithdraw(ADDRESS, '0', '10').amount).toBe('wallet.amount.invalid');
    expect(validateWithdraw(ADDRESS, '10.0000001', '10').amount).toBe(
      'wallet.withdraw.errors.decimals',
    );
    expect(validateWithdraw(ADDRESS.toLowerCase(), '10', '10')).toEqual({});
  });
});

describe('withdrawMachine', () => {
  it('main path: quote, review, code, withdrawal', async () => {
    const actor = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.address).toBe('errors.status.WalletAddressEmpty');
    actor.send({ type: 'address.change', value: ADDRESS });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.quote).toEqual(quote);
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches({ enteringCode: 'cooling' }));
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError?.key).toBe('wallet.withdraw.errors.codeFormat');
    actor.send({ type: 'code.change', value: '12 34 56' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it('brings each refusal back to where it is fixed, keeping what was typed', async () => {
    const saved: unknown[] = [];
    const actor = start(
      {
        quote: [
          refused('WalletAddressInvalid'),
          refused('InsufficientGactBalance'),
          refused('KycIncomplete'),
        ],
        withdraw: [refused('VerificationCodeError'), refused('RequestExpired')],
      },
      saved,
    );
    actor.send({ type: 'address.change', value: ADDRESS });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.errors.address);
    expect(actor.getSnapshot().context.errors.address).toBe('errors.status.WalletAddressInvalid');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.errors.amount);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('kycRequired'));
    actor.send({ type: 'form.edit' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'code.change', value: '111111' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches({ enteringCode: 'resendable' }));
    expect(actor.getSnapshot().context.codeError?.status).toBe('VerificationCodeError');
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.formError?.status).toBe('RequestExpired');
    expect(actor.getSnapshot().context).toMatchObject({
      address: ADDRESS,
      amount: '20',
      quote: null,
    });
    expect(saved).toEqual([]);
  });

  it('a session that ends mid-flow keeps address and amount for the way back', async () => {
    const saved: unknown[] = [];
    const actor = start({ send: [new ApiError('http', 401, '')] }, saved);
    actor.send({ type: 'address.change', value: ADDRESS });
    actor.send({ type: 'amount.change', value: '20' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(saved).toEqual([{ address: ADDRESS, amount: '20' }]);
  });
});
