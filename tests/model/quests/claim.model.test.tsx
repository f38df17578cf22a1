// The claim machine, walked on the real /quests/desc screen against the real API: a visitor's
// "sign in to start", the eligibility check (claimable, in progress, claimed before), the claim and
// its receipt, every way a claim fails (offline, HTTP 500, an unreadable answer, the platform's
// refusals, the session ending mid-claim), the retry that never pays twice, and the return from
// sign-in that finishes the claim. Each path gets its own freshly seeded API: a claim changes the
// member's ledger for good.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { claimMachine } from '../../../src/features/quests/machines/claim.machine';
import { endSession, loginDemo, questFor, questIdOf, storeLogin, type Login } from './claim-api';
import {
  CLAIM_QUESTS,
  claimFixture,
  ctxOf,
  type ClaimErrorReason,
} from '../fixtures/claim.fixtures';
import { failOffline, releaseClaimAs } from '../support/claim-gates';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { startLiveApi, type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { appsStopped, renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const QUEST = '/api/Mission/Quest';
const CLAIM = '/api/Mission/Claim';
const paths = fixturePaths(claimFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login | null;
  questId: number;
  /** Points of the quest's reward, as seeded. */
  rewardPoints: string;
};

const QUEST_OF: Record<string, keyof typeof CLAIM_QUESTS> = {
  visitor: 'claimable',
  claimable: 'claimable',
  returning: 'claimable',
  inProgress: 'inProgress',
  claimed: 'claimed',
};

async function arrive(api: LiveApi, inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const questId = await questIdOf(api, CLAIM_QUESTS[QUEST_OF[inputCase] ?? 'claimable']);
  const login = inputCase === 'visitor' ? null : await loginDemo(api);
  const rewardPoints = login ? (await questFor(api, questId, login)).rewardPoints : '';
  if (login) storeLogin(login);
  // Hold the first read so "checking" can be seen (a visitor's page reads it too).
  api.gate.hold(QUEST);
  // Back from sign-in to claim: the claim follows the check by itself; hold it to be seen.
  if (inputCase === 'returning') api.gate.hold(CLAIM);
  const url = `/quests/desc?id=${questId}${inputCase === 'returning' ? '&claim=1' : ''}`;
  const app = await renderApp(url, api.gate.url, recorder);
  if (inputCase === 'visitor') await api.gate.answer(QUEST);
  return { app, api, login, questId, rewardPoints };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

/** The claim area (its heading names it). */
const claimArea = (ctx: Ctx) =>
  within(screen.getByRole('region', { name: t(ctx, 'quests.claim.heading') }));

const releaseClaim = (ctx: Ctx, reason: ClaimErrorReason | null) =>
  releaseClaimAs(ctx.api.gate, CLAIM, reason, {
    offlineText: t(ctx, 'quests.claim.errors.offline'),
    // Signed out elsewhere while the claim was on its way: the platform refuses its token.
    endSession: async () => {
      if (ctx.login) await endSession(ctx.api, ctx.login);
    },
  });

const executors: Executors<
  typeof claimMachine,
  | 'xstate.done.actor.readQuest'
  | 'xstate.error.actor.readQuest'
  | 'xstate.done.actor.claimQuest'
  | 'xstate.error.actor.claimQuest',
  Ctx
> = {
  'xstate.done.actor.readQuest': async (ctx) => {
    await ctx.api.gate.answer(QUEST);
  },
  'xstate.error.actor.readQuest': async (ctx) => {
    await ctx.api.gate.arrived(QUEST);
    await failOffline(ctx.api.gate, QUEST, t(ctx, 'quests.claim.errors.offline'));
  },
  'xstate.done.actor.claimQuest': (ctx) => releaseClaim(ctx, null),
  'xstate.error.actor.claimQuest': (ctx, event: ModelEvent) =>
    releaseClaim(ctx, event.reason as ClaimErrorReason),
  'claim.submit': async (ctx) => {
    ctx.api.gate.hold(CLAIM);
    fireEvent.click(claimArea(ctx).getByRole('button', { name: t(ctx, 'quests.claim.button') }));
  },
  'claim.retry': async (ctx) => {
    ctx.api.gate.hold(CLAIM);
    fireEvent.click(claimArea(ctx).getByRole('button', { name: t(ctx, 'quests.claim.retry') }));
  },
  'eligibility.check': async (ctx) => {
    ctx.api.gate.hold(QUEST);
    const again = claimArea(ctx).queryByRole('button', { name: t(ctx, 'quests.claim.checkAgain') });
    // On the eligible screen nothing asks: coming back from another tab (the game) does.
    if (again) fireEvent.click(again);
    else document.dispatchEvent(new Event('visibilitychange'));
  },
};

async function expectNothingCredited(ctx: Ctx): Promise<void> {
  if (!ctx.login) return;
  // Read with a fresh login: the path's own may have been ended on purpose.
  const fresh = await loginDemo(ctx.api);
  const quest = await questFor(ctx.api, ctx.questId, fresh);
  expect(quest.receipt).toBeNull();
  expect(quest.state).toBe('claimable');
}

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    const link = await screen.findByRole('link', { name: t(ctx, 'quests.detail.signIn') });
    screen.getByText(t(ctx, 'quests.detail.signInToStart'));
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/quests/desc?id=${ctx.questId}`)}`,
    );
    expect(screen.queryByRole('button', { name: t(ctx, 'quests.claim.button') })).toBeNull();
  },
  checkingEligibility: async (ctx) => {
    await ctx.api.gate.arrived(QUEST);
    // The first read is the page's too: the whole page waits; a re-read waits in the claim area.
    await waitFor(() =>
      expect([t(ctx, 'quests.detail.loading'), t(ctx, 'quests.claim.checking')]).toContain(
        screen.getAllByRole('status').find((s) => s.textContent?.includes('…'))?.textContent,
      ),
    );
  },
  eligible: async (ctx) => {
    const button = await screen.findByRole('button', { name: t(ctx, 'quests.claim.button') });
    expect(button).toHaveProperty('disabled', false);
    claimArea(ctx).getByText(t(ctx, 'quests.claim.ready'));
    expect(screen.queryByText(t(ctx, 'quests.claim.receipt.heading'))).toBeNull();
  },
  notEligible: async (ctx) => {
    await waitFor(() => claimArea(ctx).getByText(t(ctx, 'quests.claim.notYet')));
    const area = claimArea(ctx);
    area.getByText(t(ctx, 'quests.claim.stillToDo'));
    // The unmet condition, in the words of the conditions list: 2 of 5 rounds of Ember Realms.
    area.getByText(
      t(ctx, 'quests.conditions.playGame', { game: 'Ember Realms', progress: 2, target: 5 }),
    );
    area.getByRole('button', { name: t(ctx, 'quests.claim.checkAgain') });
    expect(area.queryByRole('button', { name: t(ctx, 'quests.claim.button') })).toBeNull();
  },
  checkFailed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => claimArea(ctx).getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    claimArea(ctx).getByRole('button', { name: t(ctx, 'quests.claim.checkAgain') });
  },
  claiming: async (ctx) => {
    await ctx.api.gate.arrived(CLAIM);
    const button = await screen.findByRole('button', { name: t(ctx, 'quests.claim.claiming') });
    expect(button).toHaveProperty('disabled', true);
  },
  claimed: async (ctx) => {
    const receipt = await screen.findByRole('status', {
      name: t(ctx, 'quests.claim.receipt.heading'),
    });
    if (!ctx.login) throw new Error('a visitor cannot claim');
    // The platform's one receipt for this quest: the one on screen.
    const held = (await questFor(ctx.api, ctx.questId, await loginDemo(ctx.api))).receipt;
    expect(held).not.toBeNull();
    within(receipt).getByText(t(ctx, 'quests.claim.receipt.entry', { id: held?.entryId }));
    within(receipt).getByText(
      t(ctx, 'quests.claim.receipt.balance', {
        points: Number(held?.balanceAfter).toLocaleString('en-US'),
      }),
    );
    within(receipt).getByText(
      t(ctx, 'quests.claim.receipt.amount', {
        points: Number(held?.amount).toLocaleString('en-US'),
      }),
    );
    // The intent of a return from sign-in is gone from the address.
    expect(window.location.search).toBe(`?id=${ctx.questId}`);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await waitFor(() => claimArea(ctx).getByRole('alert'));
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    claimArea(ctx).getByRole('button', {
      name: t(ctx, error?.retryable ? 'quests.claim.retry' : 'quests.claim.checkAgain'),
    });
    await expectNothingCredited(ctx);
  },
  signInRequired: async (ctx) => {
    await waitFor(() =>
      expect(claimArea(ctx).getByRole('alert').textContent).toBe(
        t(ctx, 'quests.claim.sessionEnded'),
      ),
    );
    const area = claimArea(ctx);
    const link = area.getByRole('link', { name: t(ctx, 'quests.claim.signInAgain') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/quests/desc?id=${ctx.questId}&claim=1`)}`,
    );
    // The session machine forgot the login.
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectNothingCredited(ctx);
  },
};

describe('claim machine, walked on the /quests/desc screen', () => {
  walkModel<Ctx>({
    machine: claimMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api, path) => arrive(api, path.inputCase),
    executors,
    states,
    timeout: 60_000,
  });
  // Not a model path: the member leaves to sign in and comes back to a fresh page.
  it('a visitor signs in from the quest and comes back to it, then claims once', async () => {
    const api = await startLiveApi();
    let app: RenderedApp | null = null;
    try {
      localStorage.clear();
      const questId = await questIdOf(api, CLAIM_QUESTS.claimable);
      app = await renderApp(`/quests/desc?id=${questId}`, api.gate.url);
      fireEvent.click(await screen.findByRole('link', { name: app.t('quests.detail.signIn') }));
      const email = await screen.findByRole('textbox', { name: app.t('signIn.email') });
      fireEvent.change(email, { target: { value: DEMO_MEMBER.email } });
      fireEvent.change(screen.getByLabelText(app.t('signIn.password')), {
        target: { value: DEMO_MEMBER.password },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('signIn.submit') }));
      await waitFor(() =>
        expect(window.location.pathname + window.location.search).toBe(
          `/quests/desc?id=${questId}`,
        ),
      );
      fireEvent.click(await screen.findByRole('button', { name: app.t('quests.claim.button') }));
      await screen.findByRole('status', { name: app.t('quests.claim.receipt.heading') });
    } finally {
      stopApp(app);
      await appsStopped();
      await api.close();
    }
  });
});
