// The withdraw machine, walked on the real /profile/wallet/withdraw screen as the demo member (KYC
// passed) against the real API: the form's own checks, the quote (fee, gas, total), the Transfer
// code really mailed and typed from the outbox, its 60 s resend cooldown, the withdrawal held and
// pending review, and every refusal and fault coming back to where it is fixed with what was typed
// kept, or to the KYC form, or through sign-in with the draft. Each path gets its own seeded API.
//
// Time: the resend cooldown runs on the page's real xstate clock (setTimeout), moved on with
// vitest's fake timers (installed before the page renders, time still flowing with real time).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { TIMING } from '../../../src/config/constants';
import { withdrawMachine } from '../../../src/features/wallet/machines/withdraw.machine';
import { formatAmount } from '../../../src/money/amount';
import { call, endSession, loginDemo, storeLogin, type Login } from '../quests/claim-api';
import {
  MAILED_CODE,
  ctxOf,
  withdrawFixture,
  QUOTE_ERRORS,
  WITHDRAW_ERRORS,
} from '../fixtures/withdraw.fixtures';
import { mailedCode } from '../support/code-step';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const QUOTE = '/api/Wallet/WithdrawQuote';
const SEND = '/api/Member/VerificationCode';
const WITHDRAW = '/api/Wallet/Withdraw';
const DEMO_EMAIL = 'demo@gamerhub.test';
const paths = fixturePaths(withdrawFixture);
const recorder = new CoverageRecorder();

type Ctx = { app: RenderedApp; api: LiveApi; login: Login };
type Key = Parameters<RenderedApp['t']>[0];
const t = (ctx: Ctx, key: Key, vars?: Record<string, unknown>) => ctx.app.t(key, vars);
const byLabel = (ctx: Ctx, key: Key) => screen.getByLabelText(t(ctx, key)) as HTMLInputElement;
const button = (ctx: Ctx, key: Key) => screen.findByRole('button', { name: t(ctx, key) });

async function arrive(api: LiveApi): Promise<Ctx> {
  localStorage.clear();
  sessionStorage.clear();
  const login = await loginDemo(api);
  storeLogin(login);
  const app = await renderApp('/profile/wallet/withdraw', api.gate.url, recorder);
  await screen.findByLabelText(app.t('wallet.withdraw.address'));
  return { app, api, login };
}

const ENVELOPES: Record<string, { status: number; message: string }> = {
  kyc: { status: 7001, message: 'KYC incomplete' },
  address: { status: 9340, message: 'Wallet address invalid' },
  amount: { status: 6010, message: 'Withdrawal amount is too small' },
  code: { status: 4001, message: 'Verification code error' },
  expired: { status: 1007, message: 'Request has expired' },
};

async function release(ctx: Ctx, path: string, reason: string | null, table?: object) {
  const { gate } = ctx.api;
  await gate.arrived(path);
  if (reason === null) return gate.release(path, 'pass');
  if (reason === 'serverError') return gate.release(path, 'refuse');
  if (reason === 'sessionEnded') {
    await endSession(ctx.api, ctx.login);
    return gate.release(path, 'pass');
  }
  const envelope =
    table === WITHDRAW_ERRORS && reason === 'amount'
      ? { status: 6002, message: 'Insufficient GACT balance' }
      : ENVELOPES[reason]!;
  return gate.release(path, { envelope });
}

async function pendingCount(ctx: Ctx): Promise<number> {
  const fresh = await loginDemo(ctx.api);
  const answer = await call<{ items: { status: string }[] }>(
    ctx.api,
    'GET',
    '/api/Wallet/Withdrawals',
    {},
    fresh.access_token,
  );
  return answer.data.items.filter((i) => i.status === 'NoApprove').length;
}

const executors: Executors<
  typeof withdrawMachine,
  | 'xstate.done.actor.quote'
  | 'xstate.error.actor.quote'
  | 'xstate.done.actor.sendTransferCode'
  | 'xstate.error.actor.sendTransferCode'
  | 'xstate.done.actor.withdraw'
  | 'xstate.error.actor.withdraw'
  | 'xstate.after.RESEND_COOLDOWN.withdraw.enteringCode.cooling',
  Ctx
> = {
  'address.change': async (ctx, event) => {
    fireEvent.change(byLabel(ctx, 'wallet.withdraw.address'), { target: { value: event.value } });
  },
  'amount.change': async (ctx, event) => {
    fireEvent.change(byLabel(ctx, 'wallet.withdraw.amount'), { target: { value: event.value } });
  },
  'form.submit': async (ctx) => {
    ctx.api.gate.hold(QUOTE);
    fireEvent.click(await button(ctx, 'wallet.withdraw.continue'));
  },
  'form.edit': async (ctx) => {
    const edit = screen.queryByRole('button', { name: t(ctx, 'wallet.withdraw.edit') });
    fireEvent.click(edit ?? (await button(ctx, 'wallet.withdraw.edit')));
  },
  'withdraw.confirm': async (ctx) => {
    ctx.api.gate.hold(SEND);
    fireEvent.click(await button(ctx, 'wallet.withdraw.confirm'));
  },
  'code.change': async (ctx, event) => {
    const code =
      event.value === MAILED_CODE ? await mailedCode(ctx.api, DEMO_EMAIL) : String(event.value);
    fireEvent.change(byLabel(ctx, 'wallet.withdraw.code'), { target: { value: code } });
  },
  'code.submit': async (ctx) => {
    ctx.api.gate.hold(WITHDRAW);
    fireEvent.click(await button(ctx, 'wallet.withdraw.codeSubmit'));
  },
  'code.resend': async (ctx) => {
    ctx.api.gate.hold(SEND);
    fireEvent.click(await button(ctx, 'wallet.withdraw.resend'));
  },
  'xstate.after.RESEND_COOLDOWN.withdraw.enteringCode.cooling': async () => {
    await vi.advanceTimersByTimeAsync(TIMING.CODE_RESEND_COOLDOWN_MS);
  },
  'xstate.done.actor.quote': (ctx) => release(ctx, QUOTE, null),
  'xstate.error.actor.quote': (ctx, event: ModelEvent) =>
    release(ctx, QUOTE, event.reason as string, QUOTE_ERRORS),
  'xstate.done.actor.sendTransferCode': (ctx) => release(ctx, SEND, null),
  'xstate.error.actor.sendTransferCode': (ctx, event: ModelEvent) =>
    release(ctx, SEND, event.reason as string),
  'xstate.done.actor.withdraw': (ctx) => release(ctx, WITHDRAW, null),
  'xstate.error.actor.withdraw': (ctx, event: ModelEvent) =>
    release(ctx, WITHDRAW, event.reason as string, WITHDRAW_ERRORS),
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await button(ctx, 'wallet.withdraw.continue');
    expect(byLabel(ctx, 'wallet.withdraw.address').value).toBe(c.address);
    expect(byLabel(ctx, 'wallet.withdraw.amount').value).toBe(c.amount);
    for (const key of [c.errors.address, c.errors.amount])
      if (key) await screen.findByText(t(ctx, key));
    if (c.formError?.key) await screen.findByText(t(ctx, c.formError.key as Key));
  },
  quoting: async (ctx) => {
    await ctx.api.gate.arrived(QUOTE);
    expect(await button(ctx, 'wallet.withdraw.quoting')).toHaveProperty('disabled', true);
  },
  reviewing: async (ctx) => {
    await screen.findByText(t(ctx, 'wallet.withdraw.reviewHeading'));
    await screen.findByText(`${formatAmount('21.6')} GACT`);
    await button(ctx, 'wallet.withdraw.confirm');
  },
  sendingCode: async (ctx) => {
    await ctx.api.gate.arrived(SEND);
    await screen.findByText(t(ctx, 'wallet.withdraw.sendingCode'));
  },
  'enteringCode.cooling': async (ctx) => {
    await screen.findByLabelText(t(ctx, 'wallet.withdraw.code'));
    const resend = await screen.findByRole('button', { name: /New code in/ });
    expect(resend).toHaveProperty('disabled', true);
  },
  'enteringCode.resendable': async (ctx, snapshot) => {
    expect(await button(ctx, 'wallet.withdraw.resend')).toHaveProperty('disabled', false);
    const { codeError } = ctxOf(snapshot);
    if (codeError?.key) await screen.findByText(t(ctx, codeError.key as Key));
  },
  submitting: async (ctx) => {
    await ctx.api.gate.arrived(WITHDRAW);
    expect(await button(ctx, 'wallet.withdraw.submitting')).toHaveProperty('disabled', true);
  },
  done: async (ctx) => {
    await screen.findByText(t(ctx, 'wallet.withdraw.doneHeading'));
    // The seed's one pending withdrawal and this one.
    expect(await pendingCount(ctx)).toBe(2);
  },
  kycRequired: async (ctx) => {
    await screen.findByText(t(ctx, 'errors.status.KycIncomplete'));
    const link = screen.getByRole('link', { name: t(ctx, 'wallet.withdraw.toKyc') });
    expect(link.getAttribute('href')).toBe('/profile/wallet/kyc');
  },
  signInRequired: async (ctx, snapshot) => {
    const link = await screen.findByRole('link', { name: t(ctx, 'wallet.withdraw.signInAgain') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/profile/wallet/withdraw')}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    const { address, amount } = ctxOf(snapshot);
    const key = `gamerhub.draft.${ctx.login.uid}.withdraw`;
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({
      address,
      amount,
    });
  },
};

describe('withdraw machine, walked on the /profile/wallet/withdraw screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  walkModel<Ctx>({
    machine: withdrawMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api) => arrive(api),
    executors,
    states,
    timeout: 60_000,
  });
});
