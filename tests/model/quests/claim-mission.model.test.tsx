// The claimMission machine, walked on the real /quests/event_desc screen against the real API, in
// the row of one event quest: a visitor, the check (claimable, in progress, claimed before, an
// ended event), ClaimMission and its receipt, every way it fails, the retry that never pays twice
// and the return from sign-in that finishes the claim. Each path gets a freshly seeded API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data';
import { claimMissionMachine } from '../../../src/features/quests/machines/claim-mission.machine';
import {
  call,
  endSession,
  eventIdOf,
  loginDemo,
  questFor,
  eventQuestIdOf,
  storeLogin,
  type Login,
} from './claim-api';
import { ctxOf, claimMissionFixture, MISSION_CASES } from '../fixtures/claim-mission.fixtures';
import type { ClaimErrorReason } from '../fixtures/claim.fixtures';
import { failOffline, releaseClaimAs } from '../support/claim-gates';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const EVENT = '/api/Mission/MajorEvent';
const CLAIM = '/api/Mission/ClaimMission';
const paths = fixturePaths(claimMissionFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login | null;
  eventId: number;
  questId: number;
  questTitle: string;
};

const titleOf = (key: string) => SEED_QUESTS.find((q) => q.key === key)?.title['en-US'] ?? key;

async function arrive(api: LiveApi, inputCase: keyof typeof MISSION_CASES): Promise<Ctx> {
  localStorage.clear();
  const which = MISSION_CASES[inputCase];
  const eventId = await eventIdOf(api, which.event);
  const questId = await eventQuestIdOf(api, eventId, which.quest);
  const login = inputCase === 'visitor' ? null : await loginDemo(api);
  if (login) storeLogin(login);
  if (login && inputCase === 'claimedBefore') {
    const paid = await call(api, 'POST', CLAIM, { eventId, questId }, login.access_token);
    expect(paid.status).toBe(0);
  }
  const url = `/quests/event_desc?id=${eventId}${inputCase === 'returning' ? `&claim=${questId}` : ''}`;
  // The page's own read passes; the rows' check (one read for all of them) is held.
  api.gate.hold(EVENT);
  const app = await renderApp(url, api.gate.url, recorder);
  await api.gate.answer(EVENT);
  if (login) api.gate.hold(EVENT);
  // Back from sign-in to claim: the claim follows the check by itself; hold it to be seen.
  if (inputCase === 'returning') api.gate.hold(CLAIM);
  return { app, api, login, eventId, questId, questTitle: titleOf(which.quest) };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

/** The followed quest's row (its heading names it). */
const row = async (ctx: Ctx) =>
  within(await screen.findByRole('listitem', { name: ctx.questTitle }));

const releaseClaim = (ctx: Ctx, reason: ClaimErrorReason | null) =>
  releaseClaimAs(ctx.api.gate, CLAIM, reason, {
    offlineText: t(ctx, 'quests.claim.errors.offline'),
    // Signed out elsewhere while the claim was on its way: the platform refuses its token.
    endSession: async () => {
      if (ctx.login) await endSession(ctx.api, ctx.login);
    },
  });

const executors: Executors<
  typeof claimMissionMachine,
  | 'xstate.done.actor.readEvent'
  | 'xstate.error.actor.readEvent'
  | 'xstate.done.actor.claimMission'
  | 'xstate.error.actor.claimMission',
  Ctx
> = {
  'xstate.done.actor.readEvent': async (ctx) => {
    await ctx.api.gate.answer(EVENT);
  },
  'xstate.error.actor.readEvent': async (ctx) => {
    await ctx.api.gate.arrived(EVENT);
    await failOffline(ctx.api.gate, EVENT, t(ctx, 'quests.claim.errors.offline'));
  },
  'xstate.done.actor.claimMission': (ctx) => releaseClaim(ctx, null),
  'xstate.error.actor.claimMission': (ctx, event: ModelEvent) =>
    releaseClaim(ctx, event.reason as ClaimErrorReason),
  'claim.submit': async (ctx) => {
    ctx.api.gate.hold(CLAIM);
    fireEvent.click(
      (await row(ctx)).getByRole('button', {
        name: t(ctx, 'quests.event.claimLabel', { quest: ctx.questTitle }),
      }),
    );
  },
  'claim.retry': async (ctx) => {
    ctx.api.gate.hold(CLAIM);
    fireEvent.click((await row(ctx)).getByRole('button', { name: t(ctx, 'quests.claim.retry') }));
  },
  'eligibility.check': async (ctx) => {
    ctx.api.gate.hold(EVENT);
    const again = (await row(ctx)).queryByRole('button', {
      name: t(ctx, 'quests.claim.checkAgain'),
    });
    if (again) fireEvent.click(again);
    else document.dispatchEvent(new Event('visibilitychange'));
  },
};

async function expectNothingCredited(ctx: Ctx): Promise<void> {
  if (!ctx.login) return;
  const quest = await questFor(ctx.api, ctx.questId, await loginDemo(ctx.api));
  expect(quest.receipt).toBeNull();
}

const claimButtonName = (ctx: Ctx) => t(ctx, 'quests.event.claimLabel', { quest: ctx.questTitle });

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    const link = await screen.findByRole('link', { name: t(ctx, 'quests.detail.signIn') });
    screen.getByText(t(ctx, 'quests.event.signInToStart'));
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/quests/event_desc?id=${ctx.eventId}`)}`,
    );
    expect((await row(ctx)).queryByRole('button')).toBeNull();
  },
  checkingEligibility: async (ctx) => {
    await ctx.api.gate.arrived(EVENT);
    await waitFor(async () => (await row(ctx)).getByText(t(ctx, 'quests.claim.checking')));
  },
  eligible: async (ctx) => {
    const r = await row(ctx);
    const button = await r.findByRole('button', { name: claimButtonName(ctx) });
    expect(button).toHaveProperty('disabled', false);
    expect(r.queryByText(t(ctx, 'quests.claim.receipt.heading'))).toBeNull();
  },
  notEligible: async (ctx, snapshot) => {
    const r = await row(ctx);
    if (ctxOf(snapshot).event?.state === 'ended') {
      await r.findByText(t(ctx, 'errors.status.QuestEnded'));
      expect(r.queryByRole('button')).toBeNull();
    } else {
      await r.findByText(t(ctx, 'quests.claim.notYet'));
      r.getByRole('button', { name: t(ctx, 'quests.claim.checkAgain') });
      expect(r.queryByRole('button', { name: claimButtonName(ctx) })).toBeNull();
    }
  },
  checkFailed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const r = await row(ctx);
    const alert = await r.findByRole('alert');
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    r.getByRole('button', { name: t(ctx, 'quests.claim.checkAgain') });
  },
  claiming: async (ctx) => {
    await ctx.api.gate.arrived(CLAIM);
    const button = await (
      await row(ctx)
    ).findByRole('button', {
      name: t(ctx, 'quests.claim.claiming'),
    });
    expect(button).toHaveProperty('disabled', true);
  },
  claimed: async (ctx, snapshot) => {
    const r = await row(ctx);
    if (!ctxOf(snapshot).receipt) {
      await r.findByText(t(ctx, 'quests.event.claimedEarlier'));
      expect(r.queryByRole('button', { name: claimButtonName(ctx) })).toBeNull();
      return;
    }
    const receipt = await r.findByRole('status', { name: t(ctx, 'quests.claim.receipt.heading') });
    const held = (await questFor(ctx.api, ctx.questId, await loginDemo(ctx.api))).receipt;
    expect(held).not.toBeNull();
    within(receipt).getByText(t(ctx, 'quests.claim.receipt.entry', { id: held?.entryId }));
    within(receipt).getByText(
      t(ctx, 'quests.claim.receipt.balance', {
        points: Number(held?.balanceAfter).toLocaleString('en-US'),
      }),
    );
    expect(window.location.search).toBe(`?id=${ctx.eventId}`);
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const r = await row(ctx);
    const alert = await r.findByRole('alert');
    expect(alert.textContent).toBe(error?.key ? t(ctx, error.key) : error?.text);
    r.getByRole('button', {
      name: t(ctx, error?.retryable ? 'quests.claim.retry' : 'quests.claim.checkAgain'),
    });
    await expectNothingCredited(ctx);
  },
  signInRequired: async (ctx) => {
    const r = await row(ctx);
    await waitFor(() =>
      expect(r.getByRole('alert').textContent).toBe(t(ctx, 'quests.claim.sessionEnded')),
    );
    const link = r.getByRole('link', { name: t(ctx, 'quests.claim.signInAgain') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/quests/event_desc?id=${ctx.eventId}&claim=${ctx.questId}`)}`,
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectNothingCredited(ctx);
  },
};

describe('claimMission machine, walked on the /quests/event_desc screen', () => {
  walkModel<Ctx>({
    machine: claimMissionMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api, path) => arrive(api, path.inputCase as keyof typeof MISSION_CASES),
    executors,
    states,
    timeout: 60_000,
  });
});
