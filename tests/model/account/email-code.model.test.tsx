// The shared email → code step, walked as the email and code steps of the real code sign-in screen
// (/login/loginCode) against the real API: an email that is missing, malformed, unknown to the
// platform (the step comes back to the email with why), a member's email whose mailed code is
// typed, going back to change the email, a broken code step, and coming back after a refused code
// (typed again, no new code sent). Where the flow's own form has the email (the sign-up screen,
// /login/signup), the step starts at the code, and an address the platform refuses ends it: the
// flow's form shows why under its email.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect } from 'vitest';
import { emailCodeMachine } from '../../../src/features/account/machines/email-code.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import type { ModelPath } from '../support/paths';
import { CODE_MEMBER, TAKEN_EMAIL, ctxOf, emailCodeFixture } from '../fixtures/email-code.fixtures';
import { GOOD_PASSWORD } from '../fixtures/sign-up.fixtures';
import {
  LOGIN_BY_CODE,
  SEND_CODE,
  breakCodeStep,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
  watchActor,
} from '../support/code-step';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const paths = fixturePaths(emailCodeFixture);

type Ctx = {
  app: RenderedApp;
  /** The code request is held at the gate (on the sign-up page, until the platform answers it). */
  isSendHeld: boolean;
};
let api: LiveApi;
const recorder = new CoverageRecorder();
const codeStep = watchActor(recorder, 'verificationCode');

const emailBox = (ctx: Ctx) => screen.getByRole('textbox', { name: ctx.app.t('codeLogin.email') });
const signUpEmailBox = (ctx: Ctx) =>
  screen.getByRole('textbox', { name: ctx.app.t('signUp.email') });
const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '');

const executors: Executors<
  typeof emailCodeMachine,
  'xstate.done.actor.verificationCode' | 'xstate.error.actor.verificationCode',
  Ctx
> = {
  'email.change': async (ctx, event) => {
    fireEvent.change(emailBox(ctx), { target: { value: event.value } });
  },
  'email.submit': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('codeLogin.sendCode') }));
  },
  'email.edit': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('codeLogin.editEmail') }));
  },
  // The platform answers the send (a refusal of an unknown email ends the code step); else the
  // member types the mailed code and continues, and the flow's check is held to be seen.
  'xstate.done.actor.verificationCode': async (ctx, event) => {
    if ((event.output as { emailRefusal: unknown }).emailRefusal) {
      // On the sign-up page the code request is held, so the code step could be seen.
      if (ctx.isSendHeld) api.gate.release(SEND_CODE, 'pass');
      ctx.isSendHeld = false;
      return;
    }
    await codeWasSent(ctx.app, CODE_MEMBER);
    fireEvent.change(screen.getByLabelText(ctx.app.t('verification.code')), {
      target: { value: await mailedCode(api, CODE_MEMBER) },
    });
    api.gate.hold(LOGIN_BY_CODE);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  'xstate.error.actor.verificationCode': async (ctx) => {
    await codeWasSent(ctx.app, CODE_MEMBER);
    await breakCodeStep(codeStep);
  },
};

const states: StateAssertions<Ctx> = {
  editingEmail: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const email = await screen.findByRole('textbox', { name: ctx.app.t('codeLogin.email') });
    // Nothing the member typed is lost, whatever happened.
    expect(email).toHaveProperty('value', c.email);
    if (c.emailError) screen.getByText(ctx.app.t(c.emailError));
    else expect(email.getAttribute('aria-invalid')).toBe('false');
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  code: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    if (!c.askEmail) {
      // The flow's own form has the email: the code is being asked for, the way back is the flow's.
      await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
      screen.getByRole('button', { name: ctx.app.t('signUp.changeEmail') });
      expect(screen.queryByRole('textbox', { name: ctx.app.t('signUp.email') })).toBeNull();
      await api.gate.arrived(SEND_CODE);
      ctx.isSendHeld = true;
      screen.getByText(ctx.app.t('verification.sending'));
      return;
    }
    await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
    screen.getByRole('button', { name: ctx.app.t('codeLogin.editEmail') });
    expect(screen.queryByRole('textbox', { name: ctx.app.t('codeLogin.email') })).toBeNull();
    // Back after a refused code: the reason shows and no new code was asked for.
    if (c.codeError?.key) {
      await screen.findByText(ctx.app.t(c.codeError.key));
      await codeWasSent(ctx.app, CODE_MEMBER);
      expect(screen.queryByText(ctx.app.t('verification.sending'))).toBeNull();
    }
  },
  emailRefused: async (ctx, snapshot) => {
    // The step ended; the flow's form shows the refusal under its email, the email kept.
    const c = ctxOf(snapshot);
    const email = await screen.findByRole('textbox', { name: ctx.app.t('signUp.email') });
    expect(email).toHaveProperty('value', c.email);
    const key = c.emailRefusal?.key;
    if (!key) throw new Error('the model has no refusal to show');
    const description = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain(ctx.app.t(key));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  codeTyped: async (ctx) => {
    // The flow took the email and the code: the step is gone and the flow checks them.
    await api.gate.arrived(LOGIN_BY_CODE);
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(ctx.app.t('codeLogin.signingIn'));
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
};

/** Opens the page that hosts the path's input case and brings it to where the case starts. */
async function arrive(path: ModelPath): Promise<RenderedApp> {
  if (path.inputCase === 'flowForm') {
    const app = await renderApp('/login/signup', api.gate.url, recorder);
    const ctx = { app, isSendHeld: false };
    await screen.findByRole('button', { name: app.t('signUp.submit') });
    fireEvent.change(signUpEmailBox(ctx), { target: { value: TAKEN_EMAIL } });
    fireEvent.change(screen.getByLabelText(app.t('signUp.password')), {
      target: { value: GOOD_PASSWORD },
    });
    fireEvent.change(screen.getByLabelText(app.t('signUp.confirmPassword')), {
      target: { value: GOOD_PASSWORD },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: stripTags(app.t('signUp.agree')) }));
    api.gate.hold(SEND_CODE);
    fireEvent.click(screen.getByRole('button', { name: app.t('signUp.submit') }));
    return app;
  }
  const app = await renderApp('/login/loginCode', api.gate.url, recorder);
  await screen.findByRole('button', { name: app.t('codeLogin.sendCode') });
  if (path.inputCase !== 'codeRefused') return app;
  fireEvent.change(emailBox({ app, isSendHeld: false }), { target: { value: CODE_MEMBER } });
  fireEvent.click(screen.getByRole('button', { name: app.t('codeLogin.sendCode') }));
  await codeWasSent(app, CODE_MEMBER);
  fireEvent.change(screen.getByLabelText(app.t('verification.code')), {
    target: { value: await mailedCode(api, CODE_MEMBER, true) },
  });
  fireEvent.click(screen.getByRole('button', { name: app.t('verification.submit') }));
  await screen.findByText(app.t('errors.status.VerificationCodeError'));
  return app;
}

describe('email code machine, walked as the email and code steps of code sign-in', () => {
  walkModel<Ctx>({
    machine: emailCodeMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async (_api, path) => ({ app: await arrive(path), isSendHeld: false }),
    executors,
    states,
  });
  beforeEach(() => forgetCodesAndAttempts(api));
});
