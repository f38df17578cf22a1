// The password reset machine, walked on the real /login/forgot screen against the real API: the
// email step, the code step (the real mailed code, or another one the platform refuses), the new
// password twice (format, match, the old password refused by the platform), and the success screen.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../../server/test-support/test-app';
import { passwordResetMachine } from '../../../src/features/account/machines/password-reset.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import {
  NEW_PASSWORD,
  RESET_MEMBER,
  WRONG_CODE,
  ctxOf,
  passwordResetFixture,
} from '../fixtures/password-reset.fixtures';
import {
  RESET_PASSWORD,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
  watchActor,
  breakEmailCodeStep,
} from '../support/code-step';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const paths = fixturePaths(passwordResetFixture);

type Ctx = { app: RenderedApp };
let api: LiveApi;
let originalHash = '';
const recorder = new CoverageRecorder();
const emailCodeStep = watchActor(recorder, 'emailCode');

const passwordBox = (ctx: Ctx, field: unknown) =>
  screen.getByLabelText(
    ctx.app.t(field === 'password' ? 'passwordReset.newPassword' : 'passwordReset.confirmation'),
  );

const executors: Executors<
  typeof passwordResetMachine,
  | 'xstate.done.actor.emailCode'
  | 'xstate.error.actor.emailCode'
  | 'xstate.done.actor.resetPassword'
  | 'xstate.error.actor.resetPassword',
  Ctx
> = {
  // The member types the email (unless only the refused code is typed again), then the mailed code
  // (or another 6 digits) and continues.
  'xstate.done.actor.emailCode': async (ctx, event) => {
    const box = screen.queryByRole('textbox', { name: ctx.app.t('passwordReset.email') });
    if (box) {
      fireEvent.change(box, { target: { value: RESET_MEMBER } });
      fireEvent.click(screen.getByRole('button', { name: ctx.app.t('passwordReset.sendCode') }));
    }
    await codeWasSent(ctx.app, RESET_MEMBER);
    const wrong = (event.output as { code: string }).code === WRONG_CODE;
    const code = await mailedCode(api, RESET_MEMBER, wrong);
    fireEvent.change(screen.getByLabelText(ctx.app.t('verification.code')), {
      target: { value: code },
    });
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  'xstate.error.actor.emailCode': async () => {
    await breakEmailCodeStep(emailCodeStep);
  },
  'password.change': async (ctx, event) => {
    fireEvent.change(passwordBox(ctx, event.field), { target: { value: event.value } });
  },
  'password.submit': async (ctx) => {
    // Hold the call so the "resetting" screen can be seen; an invalid form sends nothing.
    api.gate.hold(RESET_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('passwordReset.save') }));
  },
  'xstate.done.actor.resetPassword': async () => {
    await api.gate.answer(RESET_PASSWORD);
  },
  'xstate.error.actor.resetPassword': async () => {
    await api.gate.answer(RESET_PASSWORD);
  },
};

const states: StateAssertions<Ctx> = {
  code: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    // Back after a refused code: the reason shows and no new code was asked for.
    if (c.codeError?.key) {
      await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
      expect(screen.queryByLabelText(ctx.app.t('passwordReset.newPassword'))).toBeNull();
      screen.getByRole('button', { name: ctx.app.t('passwordReset.editEmail') });
      await screen.findByText(ctx.app.t(c.codeError.key));
      await codeWasSent(ctx.app, RESET_MEMBER);
      expect(screen.queryByText(ctx.app.t('verification.sending'))).toBeNull();
      return;
    }
    // Else the step starts at the email, with why it came back (it broke) if it did.
    const email = await screen.findByRole('textbox', { name: ctx.app.t('passwordReset.email') });
    expect(email).toHaveProperty('value', c.email);
    expect(screen.queryByLabelText(ctx.app.t('passwordReset.newPassword'))).toBeNull();
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  choosingPassword: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ctx.app.t('passwordReset.save') })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    // Nothing the member typed is lost, whatever happened.
    expect(passwordBox(ctx, 'password')).toHaveProperty('value', c.password);
    expect(passwordBox(ctx, 'confirmation')).toHaveProperty('value', c.confirmation);
    for (const key of Object.values(c.passwordErrors)) if (key) screen.getByText(ctx.app.t(key));
    if (c.passwordError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.passwordError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  submitting: async (ctx) => {
    await api.gate.arrived(RESET_PASSWORD);
    expect(screen.getByRole('button', { name: ctx.app.t('passwordReset.saving') })).toHaveProperty(
      'disabled',
      true,
    );
  },
  succeeded: async (ctx) => {
    await screen.findByRole('heading', { name: ctx.app.t('passwordReset.successHeading') });
    // The platform really took the new password.
    await login(api.testApp.app, RESET_MEMBER, NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('passwordReset.signIn') }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  },
};

describe('password reset machine, walked on the forgot-password screen', () => {
  walkModel<Ctx>({
    machine: passwordResetMachine,
    recorder,
    paths,
    api: 'shared',
    started: async (started) => {
      api = started;
      const [row] = await api.testApp.testDb.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM members WHERE email = $1',
        [RESET_MEMBER],
      );
      originalHash = row!.password_hash;
    },
    arrive: async () => {
      const app = await renderApp('/login/forgot', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('passwordReset.sendCode') });
      return { app };
    },
    executors,
    states,
  });
  // Every path starts with the seeded password and no codes or attempts used.
  beforeEach(async () => {
    await forgetCodesAndAttempts(api);
    await api.testApp.testDb.db.query('UPDATE members SET password_hash = $2 WHERE email = $1', [
      RESET_MEMBER,
      originalHash,
    ]);
  });

  // Not a machine path: the page keeps a game that sent the member to sign in (and nothing else).
  it.each([
    ['/login/forgot?gameId=1', '/login?gameId=1'],
    ['/login/forgot?gameId=https%3A%2F%2Fevil.test', '/login'],
  ])('carries %s back to sign-in as %s', async (url, back) => {
    const app = await renderApp(url, api.gate.url);
    try {
      const link = await screen.findByRole('link', { name: app.t('passwordReset.back') });
      expect(link.getAttribute('href')).toBe(back);
    } finally {
      stopApp(app);
    }
  });
});
