// The sign-in machine, walked on the real sign-in screen against the real API: what the member
// types, client validation, the platform's answer (right or wrong password), and nothing lost.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInMachine } from '../../../src/features/account/machines/sign-in.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { ctxOf, signInFixture } from '../fixtures/sign-in.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const LOGIN = '/api/Member/Login';

const paths = fixturePaths(signInFixture);

type Ctx = { app: RenderedApp };
let api: LiveApi;
const recorder = new CoverageRecorder();

const executors: Executors<
  typeof signInMachine,
  'xstate.done.actor.signIn' | 'xstate.error.actor.signIn',
  Ctx
> = {
  'field.change': async (ctx, event) => {
    const input =
      event.field === 'email'
        ? screen.getByRole('textbox', { name: ctx.app.t('signIn.email') })
        : screen.getByLabelText(ctx.app.t('signIn.password'));
    fireEvent.change(input, { target: { value: event.value } });
  },
  'form.submit': async (ctx) => {
    // Hold the call so the "submitting" screen can be seen; an invalid form sends nothing.
    api.gate.hold(LOGIN);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('signIn.submit') }));
  },
  'xstate.done.actor.signIn': async () => {
    await api.gate.answer(LOGIN);
  },
  'xstate.error.actor.signIn': async () => {
    await api.gate.answer(LOGIN);
  },
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const email = await screen.findByRole('textbox', { name: ctx.app.t('signIn.email') });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ctx.app.t('signIn.submit') })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    // Nothing the member typed is lost, whatever happened.
    expect(email).toHaveProperty('value', c.email);
    expect(screen.getByLabelText(ctx.app.t('signIn.password'))).toHaveProperty('value', c.password);
    for (const key of Object.values(c.fieldErrors)) if (key) screen.getByText(ctx.app.t(key));
    if (c.submitError) await screen.findByRole('alert');
    else expect(screen.queryByRole('alert')).toBeNull();
    if (c.submitError?.key)
      expect(screen.getByRole('alert').textContent).toBe(ctx.app.t(c.submitError.key));
  },
  submitting: async (ctx) => {
    await api.gate.arrived(LOGIN);
    expect(screen.getByRole('button', { name: ctx.app.t('signIn.submitting') })).toHaveProperty(
      'disabled',
      true,
    );
  },
  signedIn: async (ctx) => {
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
  },
};

describe('sign-in machine, walked on the sign-in screen', () => {
  walkModel<Ctx>({
    machine: signInMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async () => {
      const app = await renderApp('/login', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('signIn.submit') });
      return { app };
    },
    executors,
    states,
  });

  // A game's sign-in carries only its id; any other value is ignored and the sign-in ends Home.
  it.each(['https://evil.test', '%2F%2Fevil.test', 'javascript:alert(1)', '01'])(
    'a carried gameId=%s is ignored: nothing lost, signed in to Home',
    async (value) => {
      localStorage.clear();
      const app = await renderApp(`/login?gameId=${value}`, api.gate.url);
      try {
        const email = await screen.findByRole('textbox', { name: app.t('signIn.email') });
        expect(screen.queryByText(app.t('signIn.gameCarried'))).toBeNull();
        expect(screen.getByRole('link', { name: app.t('signUp.link') }).getAttribute('href')).toBe(
          '/login/signup',
        );
        // An empty submit first: the page stays put and keeps what was typed.
        fireEvent.change(email, { target: { value: DEMO_MEMBER.email } });
        fireEvent.click(screen.getByRole('button', { name: app.t('signIn.submit') }));
        await screen.findByText(app.t('signIn.passwordRequired'));
        expect(email).toHaveProperty('value', DEMO_MEMBER.email);
        fireEvent.change(screen.getByLabelText(app.t('signIn.password')), {
          target: { value: DEMO_MEMBER.password },
        });
        fireEvent.click(screen.getByRole('button', { name: app.t('signIn.submit') }));
        await waitFor(() => expect(window.location.pathname).toBe('/home'));
        expect(window.location.search).toBe('');
      } finally {
        stopApp(app);
        localStorage.clear();
      }
    },
  );
});
