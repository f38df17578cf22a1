// The change-email machine, walked on the real /menu/email screen against the real API, signed in
// as a seeded member: the form (email required/invalid, password required), an address another
// account has ('Account is already in used' in the code step), the real Authorize code mailed to
// the new address or another one the platform refuses, a wrong password ('Password not match',
// the code kept), the address taken meanwhile by a sign-up, a broken code step, and the change.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect } from 'vitest';
import { envelopeOf, get, login, post, requestCode } from '../../../server/test-support/test-app';
import { changeEmailMachine } from '../../../src/features/account/machines/change-email.machine';
import { STATUS } from '../../../src/shared/api/status-codes';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import {
  MOVER,
  NEW_EMAIL,
  TAKEN_EMAIL,
  WRONG_CODE,
  changeEmailFixture,
  ctxOf,
} from '../fixtures/change-email.fixtures';
import {
  breakCodeStep,
  codeWasSent,
  forgetCodesAndAttempts,
  mailedCode,
  watchActor,
} from '../support/code-step';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const CHANGE_EMAIL = '/api/Member/ChangeEmail';
const SEND_CODE = '/api/Member/VerificationCode';
const paths = fixturePaths(changeEmailFixture);

type Ctx = {
  app: RenderedApp;
  /** A code request is being held at the gate (every one is, so the sending step can be seen). */
  isSendHeld: boolean;
};
let api: LiveApi;
let moverId = 0;
const recorder = new CoverageRecorder();
const codeStep = watchActor(recorder, 'verificationCode');

const emailBox = (ctx: Ctx) =>
  screen.getByRole('textbox', { name: ctx.app.t('changeEmail.newEmail') });
const passwordBox = (ctx: Ctx) =>
  screen.getByLabelText(ctx.app.t('changeEmail.password')) as HTMLInputElement;

/** Someone signs up with the new address while the member is typing the code. */
async function takeNewEmail(): Promise<void> {
  const code = await requestCode(api.testApp.app, NEW_EMAIL, 'Register');
  const body = envelopeOf(
    await post(api.testApp.app, '/api/Member/Register', {
      email: NEW_EMAIL,
      password: 'Other#2026pass',
      code,
    }),
  );
  expect(body.status).toBe(0);
}

/** Lets a held code request through; for the new address, waits until the step says it went. */
async function letCodeGo(ctx: Ctx, email: string): Promise<void> {
  if (!ctx.isSendHeld) return;
  api.gate.release(SEND_CODE, 'pass');
  ctx.isSendHeld = false;
  if (email === NEW_EMAIL) await codeWasSent(ctx.app, NEW_EMAIL);
}

/** "Send code to the new email", or "Change my sign-in email" when a kept code goes straight on. */
const formButton = (ctx: Ctx) =>
  screen.getByRole('button', {
    name: (name) =>
      name === ctx.app.t('changeEmail.sendCode') || name === ctx.app.t('changeEmail.confirm'),
  });

const executors: Executors<
  typeof changeEmailMachine,
  | 'xstate.done.actor.emailCode'
  | 'xstate.error.actor.emailCode'
  | 'xstate.done.actor.changeEmail'
  | 'xstate.error.actor.changeEmail',
  Ctx
> = {
  'email.change': async (ctx, event) => {
    fireEvent.change(emailBox(ctx), { target: { value: event.value } });
  },
  'password.change': async (ctx, event) => {
    fireEvent.change(passwordBox(ctx), { target: { value: event.value } });
  },
  // The next code request or change is held, so its in-flight screen can be seen (a hold is for
  // one call; an invalid form asks for nothing, and the hold waits for the next one).
  'form.submit': async (ctx) => {
    api.gate.hold(SEND_CODE);
    api.gate.hold(CHANGE_EMAIL);
    fireEvent.click(formButton(ctx));
  },
  // Back while the code may still be on its way (its answer then finds no code step).
  'form.edit': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('changeEmail.edit') }));
    await letCodeGo(ctx, '');
  },
  // The member types the code mailed to the new address (or another 6 digits) and continues; the
  // change is held so the "changing" screen can be seen.
  'xstate.done.actor.emailCode': async (ctx, event) => {
    // Asked for a code to an address an account has, the platform refuses it: the step ends.
    if ((event.output as { emailRefusal: unknown }).emailRefusal)
      return letCodeGo(ctx, TAKEN_EMAIL);
    await letCodeGo(ctx, NEW_EMAIL);
    await codeWasSent(ctx.app, NEW_EMAIL);
    const wrong = (event.output as { code: string }).code === WRONG_CODE;
    fireEvent.change(screen.getByLabelText(ctx.app.t('verification.code')), {
      target: { value: await mailedCode(api, NEW_EMAIL, wrong) },
    });
    api.gate.hold(CHANGE_EMAIL);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('verification.submit') }));
  },
  // The email code step's code step breaks; the step has no email form here, so it breaks too.
  'xstate.error.actor.emailCode': async (ctx) => {
    await letCodeGo(ctx, NEW_EMAIL);
    await codeWasSent(ctx.app, NEW_EMAIL);
    await breakCodeStep(codeStep);
  },
  'xstate.done.actor.changeEmail': async () => {
    await api.gate.answer(CHANGE_EMAIL);
  },
  'xstate.error.actor.changeEmail': async (_ctx, event) => {
    if ((event.error as { status: number }).status === STATUS.AccountInUse.code)
      await takeNewEmail();
    await api.gate.answer(CHANGE_EMAIL);
  },
};

const states: StateAssertions<Ctx> = {
  editing: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    // A code kept after a refused password: the button asks for the change itself.
    const label = c.codeSent && c.code ? 'changeEmail.confirm' : 'changeEmail.sendCode';
    await screen.findByRole('button', { name: ctx.app.t(label) });
    // Nothing the member typed is lost, whatever happened.
    expect(emailBox(ctx)).toHaveProperty('value', c.email);
    expect(passwordBox(ctx)).toHaveProperty('value', c.password);
    const emailKey = c.errors.email ?? c.emailRefusal?.key;
    if (emailKey) screen.getByText(ctx.app.t(emailKey));
    else expect(emailBox(ctx).getAttribute('aria-invalid')).toBe('false');
    const passwordKey = c.errors.password ?? c.passwordRefusal?.key;
    if (passwordKey) screen.getByText(ctx.app.t(passwordKey));
    else expect(passwordBox(ctx).getAttribute('aria-invalid')).toBe('false');
    if (c.submitError?.key)
      expect((await screen.findByRole('alert')).textContent).toBe(ctx.app.t(c.submitError.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  code: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('verification.heading') });
    screen.getByRole('button', { name: ctx.app.t('changeEmail.edit') });
    expect(screen.queryByRole('textbox', { name: ctx.app.t('changeEmail.newEmail') })).toBeNull();
    if (!c.codeSent) {
      // A code is asked for now (held, so "sending" can be seen).
      await api.gate.arrived(SEND_CODE);
      ctx.isSendHeld = true;
      screen.getByText(ctx.app.t('verification.sending'));
      return;
    }
    // Back after a refused code: the reason shows and no new code was asked for.
    await codeWasSent(ctx.app, NEW_EMAIL);
    if (c.codeError?.key) await screen.findByText(ctx.app.t(c.codeError.key));
    expect(screen.queryByText(ctx.app.t('verification.sending'))).toBeNull();
  },
  changing: async (ctx) => {
    await api.gate.arrived(CHANGE_EMAIL);
    await screen.findByText(ctx.app.t('changeEmail.changing'));
    expect(screen.queryByLabelText(ctx.app.t('verification.code'))).toBeNull();
  },
  changed: async (ctx) => {
    await screen.findByText(ctx.app.t('changeEmail.changed', { email: NEW_EMAIL }));
    const [row] = await api.testApp.testDb.db.query<{ email: string }>(
      'SELECT email FROM members WHERE id = $1',
      [moverId],
    );
    expect(row?.email).toBe(NEW_EMAIL);
    const notices = envelopeOf(
      await get(api.testApp.app, `/api/Dev/Outbox?email=${encodeURIComponent(MOVER.email)}`),
    ).data as { subject: string }[];
    expect(notices[0]?.subject).toBe('Your GamerHub sign-in email was changed');
  },
};

describe('change-email machine, walked on the sign-in email screen', () => {
  walkModel<Ctx>({
    machine: changeEmailMachine,
    recorder,
    paths,
    api: 'shared',
    started: async (started) => {
      api = started;
      const [row] = await api.testApp.testDb.db.query<{ id: number }>(
        'SELECT id FROM members WHERE email = $1',
        [MOVER.email],
      );
      moverId = row!.id;
    },
    arrive: async () => {
      localStorage.clear();
      const signedIn = await login(api.testApp.app, MOVER.email, MOVER.password);
      localStorage.setItem('loginInfo', JSON.stringify({ ...signedIn, showStep: false }));
      const app = await renderApp('/menu/email', api.gate.url, recorder);
      await screen.findByRole('button', { name: app.t('changeEmail.sendCode') });
      return { app, isSendHeld: false };
    },
    executors,
    states,
  });
  beforeEach(async () => {
    await forgetCodesAndAttempts(api);
    // Every path starts with the mover at their own address and the new address free.
    const { db } = api.testApp.testDb;
    await db.query(`UPDATE members SET email = 'gone-' || id || '@model.test' WHERE email = $1`, [
      NEW_EMAIL,
    ]);
    await db.query('UPDATE members SET email = $1 WHERE id = $2', [MOVER.email, moverId]);
  });
});
