// The check-in machine, walked on the real /reward screen against the real API: a visitor asked to
// sign in, a member's check-in and its receipt, a day already checked in, the return from sign-in
// that checks in by itself, and every way a check-in fails (offline: nothing claimed, HTTP 500, an
// unreadable answer, a day that turned, the session ending mid-check-in), with the retry that never
// pays twice. Each path gets its own freshly seeded API: a check-in changes the ledger for good.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { checkInMachine } from '../../../src/features/reward/machines/check-in.machine';
import { call, endSession, loginDemo, storeLogin, type Login } from '../quests/claim-api';
import { ctxOf, checkInFixture, type CheckInErrorReason } from '../fixtures/check-in.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const CHECK_IN = '/api/Mission/CheckIn';
const CALENDAR = '/api/Mission/RewardCalendar';
const paths = fixturePaths(checkInFixture);
const recorder = new CoverageRecorder();

type Receipt = {
  entryId: number;
  day: string;
  amount: string;
  balanceAfter: string;
  streak: number;
};
type Calendar = { today: string; todayPoints: string; receipt: Receipt | null };

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login | null;
  /** Today as the calendar first read it, and what it pays. */
  today: string;
  todayPoints: string;
};

async function calendarFor(api: LiveApi, login: Login | null): Promise<Calendar> {
  const answer = await call<Calendar>(api, 'POST', CALENDAR, {}, login?.access_token);
  if (answer.status !== 0) throw new Error(`calendar: ${answer.message}`);
  return answer.data;
}

async function arrive(api: LiveApi, inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const login = inputCase === 'visitor' ? null : await loginDemo(api);
  const before = await calendarFor(api, login);
  if (inputCase === 'checkedIn' && login) {
    const done = await call(api, 'POST', CHECK_IN, { day: before.today }, login.access_token);
    if (done.status !== 0) throw new Error(`check-in: ${done.message}`);
  }
  if (login) storeLogin(login);
  // Back from sign-in to check in: the check-in goes by itself; hold it to be seen.
  if (inputCase === 'returning') api.gate.hold(CHECK_IN);
  const url = inputCase === 'returning' ? '/reward?checkIn=1' : '/reward';
  const app = await renderApp(url, api.gate.url, recorder);
  await screen.findByRole('region', { name: app.t('reward.calendar.title') });
  return { app, api, login, today: before.today, todayPoints: before.todayPoints };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

const area = (ctx: Ctx) =>
  within(screen.getByRole('region', { name: t(ctx, 'reward.checkIn.heading') }));

async function release(ctx: Ctx, reason: CheckInErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(CHECK_IN);
  switch (reason) {
    case null:
      return gate.release(CHECK_IN, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(CHECK_IN, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'reward.checkIn.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(CHECK_IN, 'refuse');
    case 'schemaInvalid':
      return gate.release(CHECK_IN, 'garble');
    case 'dayOver':
      // The day turned while the request was on its way: the platform's answer in its place.
      return gate.release(CHECK_IN, {
        envelope: {
          status: 9100,
          message: 'That day can no longer be checked in',
          data: { today: ctx.today, timeZone: 'Asia/Taipei' },
        },
      });
    case 'sessionEnded':
      if (ctx.login) await endSession(ctx.api, ctx.login);
      return gate.release(CHECK_IN, 'pass');
  }
}

const executors: Executors<
  typeof checkInMachine,
  'xstate.done.actor.checkIn' | 'xstate.error.actor.checkIn',
  Ctx
> = {
  'xstate.done.actor.checkIn': (ctx) => release(ctx, null),
  'xstate.error.actor.checkIn': (ctx, event: ModelEvent) =>
    release(ctx, event.reason as CheckInErrorReason),
  'checkIn.submit': async (ctx) => {
    ctx.api.gate.hold(CHECK_IN);
    fireEvent.click(
      area(ctx).getByRole('button', {
        name: t(ctx, 'reward.checkIn.button', { points: ctx.todayPoints }),
      }),
    );
  },
  'checkIn.retry': async (ctx) => {
    ctx.api.gate.hold(CHECK_IN);
    fireEvent.click(area(ctx).getByRole('button', { name: t(ctx, 'reward.checkIn.retry') }));
  },
};

/** What the platform holds for today, read with a fresh login (the path's may have been ended). */
async function heldReceipt(ctx: Ctx): Promise<Receipt | null> {
  if (!ctx.login) return null;
  return (await calendarFor(ctx.api, await loginDemo(ctx.api))).receipt;
}

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    const button = await waitFor(() =>
      area(ctx).getByRole('button', {
        name: t(ctx, 'reward.checkIn.button', { points: ctx.todayPoints }),
      }),
    );
    expect(button).toHaveProperty('disabled', false);
    expect(area(ctx).queryByRole('status')).toBeNull();
  },
  checkingIn: async (ctx) => {
    await ctx.api.gate.arrived(CHECK_IN);
    const button = await waitFor(() =>
      area(ctx).getByRole('button', { name: t(ctx, 'reward.checkIn.checkingIn') }),
    );
    expect(button).toHaveProperty('disabled', true);
  },
  checkedIn: async (ctx) => {
    // The receipt on screen first: the check-in's answer has come, so the platform has committed it
    // (a read before that races the released request).
    const receipt = await waitFor(() =>
      area(ctx).getByRole('status', {
        name: t(ctx, 'reward.checkIn.receipt.heading', { day: ctx.today }),
      }),
    );
    const held = await heldReceipt(ctx);
    expect(held).not.toBeNull();
    expect(held!.day).toBe(ctx.today);
    within(receipt).getByText(t(ctx, 'reward.checkIn.receipt.entry', { id: held!.entryId }));
    within(receipt).getByText(t(ctx, 'reward.checkIn.receipt.amount', { points: held!.amount }));
    within(receipt).getByText(
      t(ctx, 'reward.checkIn.receipt.balance', {
        points: Number(held!.balanceAfter).toLocaleString('en-US'),
      }),
    );
    within(receipt).getByText(t(ctx, 'reward.checkIn.receipt.streak', { count: held!.streak }));
    // The intent of a return from sign-in is gone from the address.
    expect(window.location.search).toBe('');
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => area(ctx).getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    area(ctx).getByRole('button', {
      name: t(ctx, error?.retryable ? 'reward.checkIn.retry' : 'reward.checkIn.reload'),
    });
    expect(await heldReceipt(ctx)).toBeNull();
  },
  signInRequired: async (ctx, snapshot) => {
    const { sessionEnded } = ctxOf(snapshot);
    await waitFor(() =>
      expect(area(ctx).getByRole('alert').textContent).toBe(
        t(ctx, sessionEnded ? 'reward.checkIn.sessionEnded' : 'reward.checkIn.signInPrompt'),
      ),
    );
    const link = area(ctx).getByRole('link', { name: t(ctx, 'reward.checkIn.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/reward?checkIn=1')}`,
    );
    if (sessionEnded) await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    expect(await heldReceipt(ctx)).toBeNull();
  },
};

describe('check-in machine, walked on the /reward screen', () => {
  walkModel<Ctx>({
    machine: checkInMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api, path) => arrive(api, path.inputCase),
    executors,
    states,
    timeout: 60_000,
  });
});
