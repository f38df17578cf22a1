// The redeem machine, walked on the real /reward/redeem screen against the real API: the prize
// list, "balance is not enough" said before calling, the confirmation with the balance after, the
// redemption and its receipt, every way it fails (offline, HTTP 500, an unreadable answer, the
// platform's refusals, the session ending mid-redeem), the retry that never charges twice, and the
// return from sign-in to the chosen prize. Each path gets its own freshly seeded API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redeemMachine } from '../../../src/features/prizes/machines/redeem.machine';
import { endSession, loginDemo, storeLogin, type Login } from '../quests/claim-api';
import {
  REDEEM_PRIZES,
  ctxOf,
  redeemFixture,
  type PrizeChoice,
  type RedeemErrorReason,
} from '../fixtures/redeem.fixtures';
import { prizeList, prizeName, recordsOf } from './prize-api';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { startLiveApi, type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { appsStopped, renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const REDEEM = '/api/Mission/RedeemPrize';
const paths = fixturePaths(redeemFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login;
  /** Records and balance before anything was redeemed in this path. */
  recordsBefore: number;
  balanceBefore: string;
  /** Successful redemptions the path has seen. */
  redeemed: number;
  chosen: PrizeChoice | null;
};

async function arrive(api: LiveApi): Promise<Ctx> {
  localStorage.clear();
  const login = await loginDemo(api);
  const recordsBefore = (await recordsOf(api, login)).length;
  const balanceBefore = (await prizeList(api, login)).balance ?? '';
  storeLogin(login);
  const app = await renderApp('/reward/redeem', api.gate.url, recorder);
  return { app, api, login, recordsBefore, balanceBefore, redeemed: 0, chosen: null };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);
const points = (value: string | number) => Number(value).toLocaleString('en-US');
const dialog = () => within(screen.getByRole('dialog'));

/** What the platform holds now, read with a fresh login (the path's own may have been ended). */
async function held(ctx: Ctx) {
  const fresh = await loginDemo(ctx.api);
  return { records: await recordsOf(ctx.api, fresh), list: await prizeList(ctx.api, fresh) };
}

async function expectCharged(ctx: Ctx): Promise<void> {
  const { records, list } = await held(ctx);
  expect(records).toHaveLength(ctx.recordsBefore + ctx.redeemed);
  const cost = ctx.redeemed * Number(prizeCost(list, REDEEM_PRIZES.affordable));
  expect(list.balance).toBe(String(Number(ctx.balanceBefore) - cost));
}

const prizeCost = (list: Awaited<ReturnType<typeof prizeList>>, key: string) =>
  list.prizes.find((p) => p.name === prizeName(key))!.cost;

async function releaseRedeem(ctx: Ctx, reason: RedeemErrorReason | null): Promise<void> {
  const { gate } = ctx.api;
  await gate.arrived(REDEEM);
  const refuse = (status: number, message: string) =>
    gate.release(REDEEM, { envelope: { status, message } });
  switch (reason) {
    case null:
      ctx.redeemed += 1;
      return gate.release(REDEEM, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(REDEEM, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'prizes.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(REDEEM, 'refuse');
    case 'schemaInvalid':
      return gate.release(REDEEM, 'garble');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(REDEEM, 'pass');
    case 'insufficient':
      return refuse(6005, 'Insufficient Point balance');
    case 'dailyLimit':
      return refuse(6013, 'Exceeding the daily limit');
    case 'memberLimit':
      return refuse(6012, 'The conversion limit has been used up');
    case 'outOfStock':
      return refuse(9001, 'The prize is out of stock');
  }
}

const executors: Executors<
  typeof redeemMachine,
  'xstate.done.actor.redeemPrize' | 'xstate.error.actor.redeemPrize',
  Ctx
> = {
  'prize.choose': async (ctx, event) => {
    const choice = event.choice as PrizeChoice;
    ctx.chosen = choice;
    const card = await screen.findByRole('listitem', { name: prizeName(REDEEM_PRIZES[choice]) });
    fireEvent.click(within(card).getByRole('button'));
  },
  'redeem.confirm': async (ctx) => {
    ctx.api.gate.hold(REDEEM);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'redeem.confirm.button') }));
  },
  'redeem.retry': async (ctx) => {
    ctx.api.gate.hold(REDEEM);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'redeem.failed.retry') }));
  },
  'redeem.cancel': async (ctx) => {
    const name = [
      t(ctx, 'redeem.confirm.cancel'),
      t(ctx, 'redeem.failed.back'),
      t(ctx, 'redeem.notEnough.back'),
    ];
    const button = dialog()
      .queryAllByRole('button')
      .find((b) => name.includes(b.textContent ?? ''));
    // Signed out mid-redeem, the sheet offers sign-in and its close button.
    fireEvent.click(button ?? dialog().getByRole('button', { name: t(ctx, 'common.close') }));
  },
  'redeem.again': async (ctx) => {
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'redeem.done.again') }));
  },
  'xstate.done.actor.redeemPrize': (ctx) => releaseRedeem(ctx, null),
  'xstate.error.actor.redeemPrize': (ctx, event: ModelEvent) =>
    releaseRedeem(ctx, event.reason as RedeemErrorReason),
};

const states: StateAssertions<Ctx> = {
  choosing: async (ctx) => {
    await screen.findByRole('list', { name: t(ctx, 'prizes.title') });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Signed out mid-redeem and closed: the list stays, as a visitor sees it.
    if (localStorage.getItem('loginInfo') === null) {
      await screen.findByText(t(ctx, 'prizes.signInToRedeem'));
      return;
    }
    const { list } = await held(ctx);
    await screen.findByText(t(ctx, 'prizes.balance', { points: points(list.balance!) }));
  },
  notEnough: async (ctx) => {
    await waitFor(() =>
      dialog().getByRole('heading', { name: t(ctx, 'redeem.notEnough.heading') }),
    );
    const { list } = await held(ctx);
    dialog().getByText(
      t(ctx, 'redeem.notEnough.body', {
        name: prizeName(REDEEM_PRIZES.tooDear),
        cost: points(prizeCost(list, REDEEM_PRIZES.tooDear)),
        balance: points(list.balance!),
      }),
    );
    await expectCharged(ctx);
  },
  limitReached: async (ctx) => {
    const name = prizeName(REDEEM_PRIZES.atLimit);
    await waitFor(() =>
      dialog().getByRole('heading', { name: t(ctx, 'redeem.limit.heading', { name }) }),
    );
    expect(dialog().getByRole('alert').textContent).toBe(
      t(ctx, 'errors.status.ConversionLimitUsed'),
    );
    const { list } = await held(ctx);
    const pass = list.prizes.find((p) => p.name === name)!;
    dialog().getByText(
      t(ctx, 'redeem.limit.member', { name, used: pass.usedTotal, limit: pass.memberLimit }),
    );
    await expectCharged(ctx);
  },
  confirming: async (ctx) => {
    const name = prizeName(REDEEM_PRIZES.affordable);
    await waitFor(() =>
      dialog().getByRole('heading', { name: t(ctx, 'redeem.confirm.heading', { name }) }),
    );
    const { list } = await held(ctx);
    const cost = prizeCost(list, REDEEM_PRIZES.affordable);
    dialog().getByText(t(ctx, 'prizes.cost', { points: points(cost) }));
    dialog().getByText(points(Number(list.balance) - Number(cost)));
    expect(dialog().getByRole('button', { name: t(ctx, 'redeem.confirm.button') })).toHaveProperty(
      'disabled',
      false,
    );
  },
  redeeming: async (ctx) => {
    await ctx.api.gate.arrived(REDEEM);
    const button = await screen.findByRole('button', { name: t(ctx, 'redeem.redeeming') });
    expect(button).toHaveProperty('disabled', true);
  },
  done: async (ctx) => {
    const receipt = await screen.findByRole('status', { name: t(ctx, 'redeem.done.heading') });
    const { records } = await held(ctx);
    const newest = records[0]!;
    expect(newest.prizeName).toBe(prizeName(REDEEM_PRIZES.affordable));
    within(receipt).getByText(String(newest.id));
    within(receipt).getByText(points(newest.balanceAfter));
    within(receipt).getByText(t(ctx, `exchange.status.Dealing`));
    await expectCharged(ctx);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => dialog().getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    dialog().getByRole('button', { name: t(ctx, 'redeem.failed.back') });
    expect(dialog().queryByRole('button', { name: t(ctx, 'redeem.failed.retry') }) !== null).toBe(
      error?.retryable === true,
    );
    await expectCharged(ctx);
  },
  signInRequired: async (ctx) => {
    await waitFor(() =>
      expect(dialog().getByRole('alert').textContent).toBe(t(ctx, 'redeem.session.ended')),
    );
    const { list } = await held(ctx);
    const id = list.prizes.find((p) => p.name === prizeName(REDEEM_PRIZES.affordable))!.id;
    const link = dialog().getByRole('link', { name: t(ctx, 'redeem.session.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/reward/redeem?prize=${id}`)}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectCharged(ctx);
  },
};

describe('redeem machine, walked on the /reward/redeem screen', () => {
  walkModel<Ctx>({
    machine: redeemMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api) => arrive(api),
    executors,
    states,
    timeout: 60_000,
  });

  // Not a model path: the member comes back from sign-in with the prize in the address.
  it('back from sign-in with ?prize=N, the confirmation of that prize opens by itself', async () => {
    const api = await startLiveApi();
    let app: RenderedApp | null = null;
    try {
      localStorage.clear();
      const login = await loginDemo(api);
      const { prizes } = await prizeList(api, login);
      const prize = prizes.find((p) => p.name === prizeName(REDEEM_PRIZES.affordable))!;
      storeLogin(login);
      app = await renderApp(`/reward/redeem?prize=${prize.id}`, api.gate.url);
      const name = prizeName(REDEEM_PRIZES.affordable);
      await screen.findByRole('heading', { name: app.t('redeem.confirm.heading', { name }) });
      await waitFor(() => expect(window.location.search).toBe(''));
    } finally {
      stopApp(app);
      await appsStopped();
      await api.close();
    }
  });
});
