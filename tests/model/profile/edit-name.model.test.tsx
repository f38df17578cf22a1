// The edit-name machine, walked on the real /profile screen against the real API, signed in as a
// seeded member: a name that breaks the rule (too long) or holds a sensitive word is told under the
// field and never sent, an unchanged name sends nothing, a dropped connection keeps what was typed,
// and a saved name is the platform's and the page's at once.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect } from 'vitest';
import { login } from '../../../server/test-support/test-app';
import { editNameMachine } from '../../../src/features/profile/machines/edit-name.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { NEW_NAME, RENAMER, ctxOf, editNameFixture } from '../fixtures/edit-name.fixtures';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const SET_MEMBER_INFO = '/api/Member/SetMemberInfo';
const paths = fixturePaths(editNameFixture);

type Ctx = { app: RenderedApp };
let api: LiveApi;
const recorder = new CoverageRecorder();

const nameBox = (ctx: Ctx) =>
  screen.getByLabelText(ctx.app.t('profile.name.label')) as HTMLInputElement;
const identity = (ctx: Ctx) => screen.getByRole('region', { name: ctx.app.t('profile.account') });

async function storedName(): Promise<string> {
  const [row] = await api.testApp.testDb.db.query<{ nickname: string }>(
    'SELECT nickname FROM members WHERE email = $1',
    [RENAMER.email],
  );
  return row!.nickname;
}

const executors: Executors<
  typeof editNameMachine,
  'xstate.done.actor.saveName' | 'xstate.error.actor.saveName',
  Ctx
> = {
  'name.edit': async (ctx) => {
    fireEvent.click(
      within(identity(ctx)).getByRole('button', { name: ctx.app.t('profile.name.edit') }),
    );
  },
  'name.change': async (ctx, event) => {
    fireEvent.change(nameBox(ctx), { target: { value: event.value } });
  },
  // Held, so the "saving" screen can be seen (a refused or unchanged name sends nothing: reset clears it).
  'name.save': async (ctx) => {
    api.gate.hold(SET_MEMBER_INFO);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('profile.name.save') }));
  },
  'name.cancel': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('profile.name.cancel') }));
  },
  'xstate.done.actor.saveName': async () => {
    await api.gate.answer(SET_MEMBER_INFO);
  },
  'xstate.error.actor.saveName': async () => {
    await api.gate.arrived(SET_MEMBER_INFO);
    api.gate.release(SET_MEMBER_INFO, 'fail');
  },
};

const states: StateAssertions<Ctx> = {
  viewing: async (ctx, snapshot) => {
    const region = identity(ctx);
    await within(region).findByRole('button', { name: ctx.app.t('profile.name.edit') });
    within(region).getByText(ctxOf(snapshot).saved);
    expect(await storedName()).toBe(ctxOf(snapshot).saved);
  },
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('button', { name: ctx.app.t('profile.name.save') });
    // Nothing the member typed is lost, whatever happened.
    expect(nameBox(ctx).value).toBe(c.draft);
    if (c.error?.key) {
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.error.key));
      expect(nameBox(ctx).getAttribute('aria-invalid')).toBe('true');
    } else {
      screen.getByText(ctx.app.t('profile.name.hint'));
      expect(nameBox(ctx).getAttribute('aria-invalid')).toBe('false');
    }
    expect(await storedName()).toBe(c.saved);
  },
  saving: async (ctx) => {
    await api.gate.arrived(SET_MEMBER_INFO);
    const button = await screen.findByRole('button', { name: ctx.app.t('profile.name.saving') });
    expect(button.getAttribute('aria-busy')).toBe('true');
  },
  saved: async (ctx) => {
    await screen.findByText(ctx.app.t('profile.name.saved'));
    within(identity(ctx)).getByText(NEW_NAME);
    expect(await storedName()).toBe(NEW_NAME);
  },
};

describe('edit-name machine, walked on the profile screen', () => {
  walkModel<Ctx>({
    machine: editNameMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async () => {
      localStorage.clear();
      const signedIn = await login(api.testApp.app, RENAMER.email, RENAMER.password);
      localStorage.setItem('loginInfo', JSON.stringify({ ...signedIn, showStep: false }));
      const app = await renderApp('/profile', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('profile.name.edit') });
      return { app };
    },
    executors,
    states,
  });
  beforeEach(async () => {
    await api.testApp.testDb.db.query('UPDATE members SET nickname = $2 WHERE email = $1', [
      RENAMER.email,
      RENAMER.nickname,
    ]);
  });
});
