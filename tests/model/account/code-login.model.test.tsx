// The code sign-in machine, walked on the real /login/loginCode screen against the real API: the
// email step (required, invalid), the code step (the real mailed code, or another one that the
// platform refuses), a broken code step, and the member signed in on Home.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeLoginMachine } from '../../../src/features/account/machines/code-login.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { CODE_MEMBER, WRONG_CODE, codeLoginFixture, ctxOf } from '../fixtures/code-login.fixtures';
import {
  LOGIN_BY_CODE,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
  watchActor,
  breakEmailCodeStep,
} from '../support/code-step';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const paths = fixturePaths(codeLoginFixture);

type Ctx = { app: RenderedApp };
let api: LiveApi;
const recorder = new CoverageRecorder();
const emailCodeStep = watchActor(recorder, 'emailCode');

const emailBox = (ctx: Ctx) => screen.getByRole('textbox', { name: ctx.app.t('codeLogin.email') });

const executors: Executors<
  typeof codeLoginMachine,
  | 'xstate.done.actor.emailCode'
  | 'xstate.error.actor.emailCode'
  | 'xstate.done.actor.loginByCode'
  | 'xstate.error.actor.loginByCode',
  Ctx
> = {
  // The member types the email (unless only the refused code is typed again), then the mailed code
  // (or another 6 digits) and continues; the check is held so the "signing in" screen can be seen.
  'xstate.done.actor.emailCode': async (ctx, event) => {
    const box = screen.queryByRole('textbox', { name: ctx.app.t('codeLogin.email') });
    if (box) {
      fireEvent.change(box, { target: { value: CODE_MEMBER } });
      fireEvent.click(screen.getByRole('button', { name: ctx.app.t('codeLogin.sendCode') }));
    }
    await codeWasSent(ctx.app, CODE_MEMBER);
    const wrong = (event.output as { code: string }).code === WRONG_CODE;
    const code = await mailedCode(api, CODE_MEMBER, wrong);
    fireEvent.change(screen.getByLabelText(ctx.app.t('verification.code')), {
      target: { value: code },
    });
    api.gate.hold(LOGIN_BY_CODE);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  'xstate.error.actor.emailCode': async () => {
    await breakEmailCodeStep(emailCodeStep);
  },
  'xstate.done.actor.loginByCode': async () => {
    await api.gate.answer(LOGIN_BY_CODE);
  },
  'xstate.error.actor.loginByCode': async () => {
    await api.gate.answer(LOGIN_BY_CODE);
  },
};

const states: StateAssertions<Ctx> = {
  code: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    // Back after a refused code: the reason shows and no new code was asked for.
    if (c.codeError?.key) {
      await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
      screen.getByRole('button', { name: ctx.app.t('codeLogin.editEmail') });
      await screen.findByText(ctx.app.t(c.codeError.key));
      await codeWasSent(ctx.app, CODE_MEMBER);
      expect(screen.queryByText(ctx.app.t('verification.sending'))).toBeNull();
      return;
    }
    // Else the step starts at the email, with why it came back (it broke) if it did.
    const email = await screen.findByRole('textbox', { name: ctx.app.t('codeLogin.email') });
    expect(email).toHaveProperty('value', c.email);
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  signingIn: async (ctx) => {
    await api.gate.arrived(LOGIN_BY_CODE);
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(ctx.app.t('codeLogin.signingIn'));
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  signedIn: async (ctx) => {
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
  },
};

describe('code sign-in machine, walked on the code sign-in screen', () => {
  walkModel<Ctx>({
    machine: codeLoginMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async () => {
      const app = await renderApp('/login/loginCode', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('codeLogin.sendCode') });
      return { app };
    },
    executors,
    states,
  });
  beforeEach(() => forgetCodesAndAttempts(api));

  // Started from a game's sign-in (`?gameId=1`, carried by the sign-in page): back to its consent.
  it('a code sign-in carrying a game ends on that game’s consent screen', async () => {
    const app = await renderApp('/login/loginCode?inviteCode=GHLUNA42&gameId=1', api.gate.url);
    try {
      const back = await screen.findByRole('link', { name: app.t('codeLogin.back') });
      expect(back.getAttribute('href')).toBe('/login?inviteCode=GHLUNA42&gameId=1');
      fireEvent.change(emailBox({ app }), { target: { value: CODE_MEMBER } });
      fireEvent.click(screen.getByRole('button', { name: app.t('codeLogin.sendCode') }));
      await codeWasSent(app, CODE_MEMBER);
      fireEvent.change(screen.getByLabelText(app.t('verification.code')), {
        target: { value: await mailedCode(api, CODE_MEMBER) },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('verification.submit') }));
      await waitFor(() =>
        expect(window.location.pathname + window.location.search).toBe('/login/game?gameId=1'),
      );
      await screen.findByRole('button', { name: app.t('gameSignIn.allow') });
    } finally {
      stopApp(app);
      localStorage.clear();
    }
  });
});
