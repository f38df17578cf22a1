// The assessment machine (game verification, docs/product/quests.md entry rule 1), walked from the entry address a
// partnered game sends the member back to (`/?state=Login_x_<questId>_<assessId>&code=…`) onto the
// real /quests/desc screen against the real API: a code the game issued is redeemed once and leaves
// the address bar, the condition turns done and the quest becomes claimable; an unknown code, a
// lost connection (retried with the same code) and a session that ends are each said; a visitor is
// asked to sign in with the code kept. Each path gets a freshly seeded API.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { assessmentMachine } from '../../../src/features/quests/machines/assessment.machine';
import { call, endSession, loginDemo, questIdOf, storeLogin, type Login } from './claim-api';
import { ASSESSED_QUEST, assessmentFixture, ctxOf, VALID } from '../fixtures/assessment.fixtures';
import { GAMES } from '../fixtures/game-sign-in.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const REDEEM = '/api/Mission/RedeemAssessment';
const paths = fixturePaths(assessmentFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  login: Login | null;
  questId: number;
  code: string;
  missionAssessId: string;
};

type Condition = { id: number; type: string; done: boolean };

/** The game's server asks for a one-time assessment of the member's Ember Realms condition. */
async function issueAssessment(api: LiveApi, questId: number) {
  const login = await loginDemo(api);
  const quest = await call<{ conditions: Condition[] }>(
    api,
    'GET',
    '/api/Mission/Quest',
    { id: questId },
    login.access_token,
  );
  const condition = quest.data.conditions.find((c) => c.type === 'playGame');
  const response = await fetch(`${api.serverUrl}/api/Game/IssueAssessment`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `GameSecret 1:${GAMES[1].secret}`,
    },
    body: JSON.stringify({ uid: DEMO_MEMBER.uid, conditionId: condition?.id }),
  });
  const body = (await response.json()) as {
    status: number;
    message: string;
    data: { missionAssessId: string; code: string };
  };
  if (body.status !== 0) throw new Error(`IssueAssessment: ${body.message}`);
  return body.data;
}

async function arrive(api: LiveApi, inputCase: string, code: string): Promise<Ctx> {
  localStorage.clear();
  const questId = await questIdOf(api, ASSESSED_QUEST);
  const issued =
    code === VALID
      ? await issueAssessment(api, questId)
      : { code: 'n0t-issued', missionAssessId: '999' };
  const login = inputCase === 'visitor' ? null : await loginDemo(api);
  if (login) storeLogin(login);
  if (login) api.gate.hold(REDEEM);
  const entry = `/?${new URLSearchParams({
    state: `Login_x_${questId}_${issued.missionAssessId}`,
    code: issued.code,
  })}`;
  const app = await renderApp(entry, api.gate.url, recorder);
  return { app, api, login, questId, ...issued };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);

/** Waits for an alert with this text (read inside the wait: the quests texts load with the page). */
const alertSaying = (text: () => string) =>
  waitFor(() => {
    const found = screen.getAllByRole('alert').find((a) => a.textContent === text());
    expect(found, `an alert saying ${text()}`).toBeDefined();
  });

const executors: Executors<
  typeof assessmentMachine,
  'xstate.done.actor.redeemAssessment' | 'xstate.error.actor.redeemAssessment',
  Ctx
> = {
  'xstate.done.actor.redeemAssessment': async (ctx) => {
    await ctx.api.gate.answer(REDEEM);
  },
  'xstate.error.actor.redeemAssessment': async (ctx, event: ModelEvent) => {
    const { gate } = ctx.api;
    await gate.arrived(REDEEM);
    if (event.reason === 'offline') {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(REDEEM, 'fail');
      await alertSaying(() => t(ctx, 'quests.claim.errors.offline'));
      onLine.mockRestore();
      return;
    }
    if (event.reason === 'sessionEnded' && ctx.login) await endSession(ctx.api, ctx.login);
    // An unknown code, or a token the platform no longer knows: the real refusal.
    gate.release(REDEEM, 'pass');
  },
  'assessment.retry': async (ctx) => {
    ctx.api.gate.hold(REDEEM);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'quests.detail.verify.retry') }));
  },
};

const states: StateAssertions<Ctx> = {
  idle: async () => {
    throw new Error('idle is left at once: never a resting state');
  },
  signInRequired: async (ctx) => {
    await alertSaying(() => t(ctx, 'quests.detail.verify.signIn'));
    const back = `/quests/desc?${new URLSearchParams({
      id: String(ctx.questId),
      code: ctx.code,
      missionAssessId: ctx.missionAssessId,
    })}`;
    const links = screen.getAllByRole('link', { name: t(ctx, 'quests.detail.signIn') });
    expect(links.map((l) => l.getAttribute('href'))).toContain(
      `/login?returnTo=${encodeURIComponent(back)}`,
    );
  },
  redeeming: async (ctx) => {
    await ctx.api.gate.arrived(REDEEM);
    await screen.findByText(t(ctx, 'quests.detail.verify.working'));
    // The one-time code has left the address bar before it was sent.
    expect(window.location.pathname + window.location.search).toBe(
      `/quests/desc?id=${ctx.questId}`,
    );
  },
  verified: async (ctx) => {
    await screen.findByText(t(ctx, 'quests.detail.verify.done'));
    // The game's condition is done, so the quest can be claimed now.
    await screen.findByRole('button', { name: t(ctx, 'quests.claim.button') }, { timeout: 5_000 });
    screen.getByText(t(ctx, 'quests.detail.conditionDone'));
  },
  invalid: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    await alertSaying(() => (error?.key ? t(ctx, error.key) : (error?.text ?? '')));
    expect(screen.queryByText(t(ctx, 'quests.detail.verify.done'))).toBeNull();
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    await alertSaying(() => (error?.key ? t(ctx, error.key) : (error?.text ?? '')));
    screen.getByRole('button', { name: t(ctx, 'quests.detail.verify.retry') });
  },
};

describe('assessment machine, walked from the entry redirect onto /quests/desc', () => {
  walkModel<Ctx>({
    machine: assessmentMachine,
    recorder,
    paths,
    api: 'fresh',
    arrive: (api, path) =>
      arrive(
        api,
        path.inputCase,
        assessmentFixture.inputCases.find((c) => c.name === path.inputCase)?.input.code ?? VALID,
      ),
    executors,
    states,
    timeout: 60_000,
  });
});
