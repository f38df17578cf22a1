// The settings machine, walked on the real /menu/setting screen against the real API: a time zone
// found by search and chosen, a notification switch turned off, the guided tour restarted, each
// saved at once; every way a save fails (offline, HTTP 500, an unreadable answer, the session ending
// mid-save) rolls the screen back to what the platform holds, and Try again saves the same change.
// One live API for the file; every path has its own member, so what is stored can be checked.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { MemberSettings } from '../../../src/shared/api/schemas/settings';
import { memberSettings } from '../../../server/domain/shared/member-settings';
import { createSession } from '../../../server/domain/shared/sessions';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { settingsMachine } from '../../../src/features/help/machines/settings.machine';
import type { TextKey } from '../../../src/i18n/text-key';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  CHOSEN_ZONE,
  ctxOf,
  settingsFixture,
  type SaveErrorReason,
} from '../fixtures/settings.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const SAVE = '/api/Member/SetSettings';
const paths = fixturePaths(settingsFixture);
const recorder = new CoverageRecorder();

type Ctx = { app: RenderedApp; memberId: number; login: Login };
let api: LiveApi;

const t = (ctx: Ctx, key: TextKey, vars?: Record<string, unknown>) => ctx.app.t(key, vars);
const walletSwitch = (ctx: Ctx) =>
  screen.getByRole('checkbox', {
    name: t(ctx, 'setting.notifications.wallet'),
  }) as HTMLInputElement;
const currentZone = () => screen.getByTestId('current-time-zone').textContent;

async function arrive(): Promise<Ctx> {
  localStorage.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  const { accessToken, token } = await createSession(db, made.id);
  const login = { access_token: accessToken, uid: made.uid, token };
  storeLogin(login);
  const app = await renderApp('/menu/setting', api.gate.url, recorder);
  await screen.findByRole('button', { name: app.t('setting.tour.restart') });
  return { app, memberId: made.id, login };
}

async function expectStored(ctx: Ctx, expected: MemberSettings) {
  expect(await memberSettings(api.testApp.testDb.db, ctx.memberId)).toEqual(expected);
}

function expectShown(ctx: Ctx, shown: MemberSettings) {
  expect(currentZone()).toBe(shown.timeZone);
  expect(walletSwitch(ctx).checked).toBe(shown.notifyWallet);
}

async function releaseSave(ctx: Ctx, reason: SaveErrorReason | null): Promise<void> {
  const { gate } = api;
  await gate.arrived(SAVE);
  switch (reason) {
    case null:
      return gate.release(SAVE, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(SAVE, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'setting.errors.offline')));
      onLine.mockRestore();
      return;
    }
    case 'serverError':
      return gate.release(SAVE, 'refuse');
    case 'schemaInvalid':
      return gate.release(SAVE, 'garble');
    case 'sessionEnded':
      await endSession(api, ctx.login);
      return gate.release(SAVE, 'pass');
  }
}

const executors: Executors<
  typeof settingsMachine,
  'xstate.done.actor.saveSettings' | 'xstate.error.actor.saveSettings',
  Ctx
> = {
  'settings.change': async (ctx, event) => {
    api.gate.hold(SAVE);
    const patch = event.patch as Partial<MemberSettings>;
    if (patch.timeZone) {
      fireEvent.change(screen.getByRole('searchbox', { name: t(ctx, 'setting.timeZone.search') }), {
        target: { value: 'taipei' },
      });
      const results = screen.getByRole('list', { name: t(ctx, 'setting.timeZone.results') });
      fireEvent.click(within(results).getByRole('button', { name: new RegExp(CHOSEN_ZONE) }));
    } else fireEvent.click(walletSwitch(ctx));
  },
  'tour.restart': async (ctx) => {
    api.gate.hold(SAVE);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'setting.tour.restart') }));
  },
  'settings.retry': async (ctx) => {
    api.gate.hold(SAVE);
    fireEvent.click(screen.getByRole('button', { name: t(ctx, 'setting.retry') }));
  },
  'xstate.done.actor.saveSettings': (ctx) => releaseSave(ctx, null),
  'xstate.error.actor.saveSettings': (ctx, event) =>
    releaseSave(ctx, event.reason as SaveErrorReason),
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    expectShown(ctx, ctxOf(snapshot).shown);
    expect(screen.queryByRole('alert')).toBeNull();
    await expectStored(ctx, ctxOf(snapshot).stored);
  },
  saving: async (ctx, snapshot) => {
    await api.gate.arrived(SAVE);
    await screen.findByText(t(ctx, 'setting.saving'));
    // The change already shows while it is saved.
    expectShown(ctx, ctxOf(snapshot).shown);
  },
  saved: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByText(t(ctx, c.tourAsked ? 'setting.tour.restarted' : 'setting.saved'));
    expectShown(ctx, c.stored);
    await expectStored(ctx, c.stored);
    if (c.tourAsked)
      expect(JSON.parse(localStorage.getItem('loginInfo') ?? '{}').showStep).toBe(true);
  },
  failed: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t(ctx, 'setting.failed'));
    if (c.error?.key) expect(alert.textContent).toContain(t(ctx, c.error.key as TextKey));
    within(alert).getByRole('button', { name: t(ctx, 'setting.retry') });
    // Rolled back: the screen shows what the platform holds.
    expectShown(ctx, c.stored);
    await expectStored(ctx, c.stored);
  },
  signInRequired: async (ctx, snapshot) => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t(ctx, 'setting.session.ended'));
    const link = within(alert).getByRole('link', { name: t(ctx, 'setting.session.signIn') });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/menu/setting')}`,
    );
    expectShown(ctx, ctxOf(snapshot).stored);
    await expectStored(ctx, ctxOf(snapshot).stored);
  },
};

describe('settings machine, walked on the /menu/setting screen', () => {
  walkModel<Ctx>({
    machine: settingsMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: () => arrive(),
    executors,
    states,
  });
});
