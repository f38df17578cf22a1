// The guided tour machine, walked on its real view (TourRunner, its popover and the stop question)
// against the real API: the app's providers and request set-up, the four routes as pages holding
// the targets, and the keys the spec names (→ 39, ← 37, Esc 27, Tab 9). A step whose condition fails
// is skipped both ways, a missing target is reported on the console and skipped both ways, stopping
// asks first when the option is on, and ending the tour (either way) clears showStep in the stored
// login and on the server (an offline save says so). Restart runs it again from Home.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, vi, type MockInstance } from 'vitest';
import { settingsQueries } from '../../../src/shared/api/queries/settings-queries';
import type { MemberSettings } from '../../../src/shared/api/schemas/settings';
import { queryClient } from '../../../src/app/query-client';
import { prepareApp } from '../../../src/app/start';
import { i18n, loadTextArea } from '../../../src/i18n/i18n';
import type { TextKey } from '../../../src/i18n/text-key';
import type { TourInput } from '../../../src/features/tour/machines/tour.machine';
import { tourMachine } from '../../../src/features/tour/machines/tour.machine';
import { memberSettings, setMemberSettings } from '../../../server/domain/shared/member-settings';
import { createSession } from '../../../server/domain/shared/sessions';
import { systemClock } from '../../../server/clock';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { NoticeHost } from '../../../src/shared/components/notice-host';
import { noticeStore } from '../../../src/shared/components/notice-store';
import { ActorsProvider } from '../../../src/shared/hooks/app-actors-context';
import TourRunner from '../../../src/features/tour/views/tour/tour-runner';
import { TARGET_WAIT_MS } from '../../../src/features/tour/views/tour/tour-steps';
import { ctxOf, MISSING_SELECTOR, POSITIONED, tourFixture } from '../fixtures/tour.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { walkModel } from '../support/walk';

const SETTINGS = '/api/Member/Settings';
const paths = fixturePaths(tourFixture);
const recorder = new CoverageRecorder();
let api: LiveApi;

type Ctx = {
  uid: string;
  memberId: number;
  router: ReturnType<typeof createBrowserRouter>;
  freeScreen: () => void;
  consoleError: MockInstance;
  unmount: () => void;
  stopActors: () => Promise<void>;
};

const t = (key: TextKey, vars?: Record<string, unknown>) => i18n.t(key, vars);
const popover = () => document.querySelector<HTMLElement>('.tour-popover');
const key = (keyCode: number, key: string) =>
  act(() => {
    fireEvent.keyDown(window, { keyCode, key });
  });

/** The four routes as pages: each renders the targets of its steps, except the missing one. */
function Page({ input }: { input: TourInput }) {
  const { pathname } = useLocation();
  const targets = input.steps.filter(
    (s) => s.route === pathname && s.selector !== MISSING_SELECTOR,
  );
  return (
    <main>
      <h1>{pathname}</h1>
      {targets.map((s) => (
        <section key={s.id} data-tour={/data-tour="([^"]+)"/.exec(s.selector)?.[1]}>
          <button type="button">{s.id}</button>
        </section>
      ))}
    </main>
  );
}

async function arrive(input: TourInput): Promise<Ctx> {
  localStorage.clear();
  queryClient.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  const { accessToken, token } = await createSession(db, made.id);
  // Restarted from Settings: the server says showStep; a first run: only the stored login does.
  const restarted = input.conditions.firstRun !== true;
  if (restarted)
    await setMemberSettings(db, systemClock, made.id, {
      ...(await memberSettings(db, made.id)),
      showStep: true,
    });
  localStorage.setItem(
    'loginInfo',
    JSON.stringify({ access_token: accessToken, uid: made.uid, token, showStep: true }),
  );
  window.history.replaceState(null, '', '/home');
  const app = await prepareApp({ apiBase: api.gate.url, inspect: recorder.inspect });
  await loadTextArea('tour');
  // As the popups' gate leaves it: the settings read before the tour's chunk loads.
  await queryClient.fetchQuery(settingsQueries.settings({ uid: made.uid, lang: '' }));
  // Whether a popup or flow holds the screen: the popups' queue decides it in the app.
  const screen$ = { free: false, listeners: new Set<() => void>() };
  const subscribe = (listener: () => void) => {
    screen$.listeners.add(listener);
    return () => void screen$.listeners.delete(listener);
  };
  function Shell() {
    const isScreenFree = useSyncExternalStore(subscribe, () => screen$.free);
    return (
      <>
        <Page input={input} />
        <NoticeHost />
        <TourRunner
          uid={made.uid}
          isScreenFree={isScreenFree}
          steps={input.steps}
          options={{ overlay: true, confirmCancel: false, ...input.options }}
        />
      </>
    );
  }
  const router = createBrowserRouter([{ path: '*', element: <Shell /> }]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ActorsProvider actors={app.actors}>
          <RouterProvider router={router} />
        </ActorsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {
    uid: made.uid,
    memberId: made.id,
    router,
    freeScreen: () =>
      act(() => {
        screen$.free = true;
        for (const listener of screen$.listeners) listener();
      }),
    consoleError,
    unmount: () => view.unmount(),
    stopActors: () => app.actors.stop(),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const showStepStored = () => JSON.parse(localStorage.getItem('loginInfo') ?? '{}').showStep;

/** Ending the tour: the save's read of the settings is held, so the model decides how it ends. */
function holdSave() {
  api.gate.hold(SETTINGS);
}

const executors: Executors<
  typeof tourMachine,
  | typeof POSITIONED
  | 'xstate.done.actor.saveCompleted'
  | 'xstate.error.actor.saveCompleted'
  | 'xstate.done.actor.saveCancelled'
  | 'xstate.error.actor.saveCancelled',
  Ctx
> = {
  'tour.start': async (ctx) => ctx.freeScreen(),
  // → (39) and ← (37) on the window, as @reactour/tour listens.
  'tour.next': async () => key(39, 'ArrowRight'),
  'tour.back': async () => key(37, 'ArrowLeft'),
  'tour.complete': async () => {
    holdSave();
    fireEvent.click(within(popover()!).getByRole('button', { name: t('tour.done') }));
  },
  // Esc (27) first; the close icon does the same (checked in the browser test).
  'tour.cancel': async () => {
    holdSave();
    await key(27, 'Escape');
  },
  'tour.confirm': async () => {
    holdSave();
    const question = await screen.findByRole('dialog', { name: t('tour.confirm.title') });
    fireEvent.click(within(question).getByRole('button', { name: t('tour.confirm.yes') }));
  },
  'tour.dismissConfirm': async () => {
    const question = await screen.findByRole('dialog', { name: t('tour.confirm.title') });
    fireEvent.click(within(question).getByRole('button', { name: t('tour.confirm.no') }));
  },
  // What Settings does ("show the guided tour again"), then the member goes Home.
  'tour.restart': async (ctx) => {
    api.gate.reset();
    const queryKey = settingsQueries.settings({ uid: ctx.uid, lang: '' }).queryKey;
    act(() => {
      queryClient.setQueryData<MemberSettings>(
        queryKey,
        (old) => old && { ...old, showStep: true },
      );
    });
    await act(() => ctx.router.navigate('/home'));
  },
  [POSITIONED]: async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 320)));
  },
  'target.found': async () => {
    await waitFor(() => expect(popover()).not.toBeNull());
  },
  'target.missing': async (ctx) => {
    // Skipping the last step completes the tour, which saves.
    holdSave();
    // The view waits for a late page (TARGET_WAIT_MS) before it calls the target missing.
    await waitFor(
      () =>
        expect(ctx.consoleError).toHaveBeenCalledWith(
          expect.stringMatching(
            new RegExp(
              `^Tour step "profile(Wallet|End)": no element matches ${escape(MISSING_SELECTOR)}$`,
            ),
          ),
        ),
      { timeout: TARGET_WAIT_MS + 1000 },
    );
    ctx.consoleError.mockClear();
  },
  'xstate.done.actor.saveCompleted': async (ctx) => releaseSave(ctx, 'pass'),
  'xstate.error.actor.saveCompleted': async (ctx) => releaseSave(ctx, 'fail'),
  'xstate.done.actor.saveCancelled': async (ctx) => releaseSave(ctx, 'pass'),
  'xstate.error.actor.saveCancelled': async (ctx) => releaseSave(ctx, 'fail'),
};

/**
 * The save reaches the server: showStep is off there too, so no other device shows the tour; or it
 * does not (offline): the member is told, and the server still says what it said.
 */
async function releaseSave(ctx: Ctx, mode: 'pass' | 'fail') {
  const before = (await memberSettings(api.testApp.testDb.db, ctx.memberId)).showStep;
  const queryKey = settingsQueries.settings({ uid: ctx.uid, lang: '' }).queryKey;
  const cachedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  await api.gate.arrived(SETTINGS);
  api.gate.release(SETTINGS, mode);
  if (mode === 'fail') {
    await screen.findByText(t('tour.unsaved'));
    expect((await memberSettings(api.testApp.testDb.db, ctx.memberId)).showStep).toBe(before);
  } else {
    await waitFor(async () =>
      expect((await memberSettings(api.testApp.testDb.db, ctx.memberId)).showStep).toBe(false),
    );
    // The saved set reaches the screen's cache (the machine took the answer).
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0).toBeGreaterThan(cachedAt),
    );
    expect(noticeStore.getSnapshot()).toEqual([]);
  }
}

function expectEnded() {
  expect(popover()).toBeNull();
  expect(showStepStored()).toBe(false);
}

const states: StateAssertions<Ctx> = {
  idle: async () => {
    expect(popover()).toBeNull();
  },
  'running.positioning': async (ctx, snapshot) => {
    const step = ctxOf(snapshot).steps[ctxOf(snapshot).index]!;
    await waitFor(() => expect(ctx.router.state.location.pathname).toBe(step.route));
  },
  'running.locating': async (ctx, snapshot) => {
    const step = ctxOf(snapshot).steps[ctxOf(snapshot).index]!;
    expect(ctx.router.state.location.pathname).toBe(step.route);
  },
  'running.showing': async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const step = c.steps[c.index]!;
    const card = await screen.findByRole('dialog', {
      name: t(`tour.steps.${step.id}.title` as TextKey),
    });
    expect(ctx.router.state.location.pathname).toBe(step.route);
    // The overlay option: the mask shows only when it is on.
    const mask = document.querySelector<HTMLElement>('.tour-mask');
    expect(mask?.style.display === 'none').toBe(!c.options.overlay);
    // Tab (9) goes round the popover's own buttons.
    const buttons = within(card).getAllByRole('button');
    buttons.at(-1)!.focus();
    await key(9, 'Tab');
    expect(card.contains(document.activeElement)).toBe(true);
  },
  confirmingCancel: async () => {
    const question = await screen.findByRole('dialog', { name: t('tour.confirm.title') });
    expect(question.textContent).toContain(t('tour.confirm.question'));
  },
  completed: async () => expectEnded(),
  cancelled: async () => expectEnded(),
};

describe('tour machine, walked on its view', () => {
  walkModel<Ctx>({
    machine: tourMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: (_api, path) =>
      arrive(tourFixture.inputCases.find((c) => c.name === path.inputCase)!.input),
    executors,
    states,
    leave: async (ctx) => {
      if (!ctx) return;
      ctx.consoleError.mockRestore();
      ctx.unmount();
      await ctx.stopActors();
      noticeStore.clear();
    },
  });
});
